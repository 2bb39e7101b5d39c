import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';
import { useRouteId } from './useRouteId.ts';

export default function OrderDetailPage() {
  const id = useRouteId();
  return id ? <OrderDetailScreen key={id} id={id} /> : <NotFoundPage />;
}
