import { TaskListScreen } from './TaskListScreen.tsx';

export default function PickTasksPage() {
  return <TaskListScreen type="picking" />;
}
