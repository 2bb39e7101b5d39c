import NotFoundPage from '../../../shared/page/NotFoundPage.tsx';
import { useRouteId } from '../../../shared/page/useRouteId.ts';
import { TaskWorkScreen } from './TaskWorkScreen.tsx';

export default function TaskDetailPage() {
  const id = useRouteId();
  return id ? <TaskWorkScreen key={id} id={id} /> : <NotFoundPage />;
}
