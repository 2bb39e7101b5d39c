import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { useRouteId } from '../inbound/useRouteId.ts';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';

export default function OrderDetailPage() {
  const id = useRouteId();
  return id ? <OrderDetailScreen key={id} id={id} /> : <NotFoundPage />;
}
