import NotFoundPage from '../../../shared/page/NotFoundPage.tsx';
import { useRouteId } from '../../../shared/page/useRouteId.ts';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';

export default function OrderDetailPage() {
  const id = useRouteId();
  return id ? <OrderDetailScreen key={id} id={id} /> : <NotFoundPage />;
}
