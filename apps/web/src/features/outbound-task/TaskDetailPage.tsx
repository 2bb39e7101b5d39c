import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { useRouteId } from '../inbound/useRouteId.ts';
import { TaskWorkScreen } from './TaskWorkScreen.tsx';

export default function TaskDetailPage() {
  const id = useRouteId();
  return id ? <TaskWorkScreen key={id} id={id} /> : <NotFoundPage />;
}
