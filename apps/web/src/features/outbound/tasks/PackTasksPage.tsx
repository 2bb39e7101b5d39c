import { TaskListScreen } from './TaskListScreen.tsx';

export default function PackTasksPage() {
  return <TaskListScreen type="packing" />;
}
