import { TaskListScreen } from './TaskListScreen.tsx';

export default function SealTasksPage() {
  return <TaskListScreen type="sealing" />;
}
