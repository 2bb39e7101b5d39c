import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { useRouteId } from '../inbound/useRouteId.ts';
import { OrderFormScreen } from './OrderFormScreen.tsx';

export default function OrderEditPage() {
  const id = useRouteId();
  return id ? <OrderFormScreen key={id} id={id} /> : <NotFoundPage />;
}
