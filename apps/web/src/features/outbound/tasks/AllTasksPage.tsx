import { TaskListScreen } from './TaskListScreen.tsx';

export default function AllTasksPage() {
  return <TaskListScreen />;
}
