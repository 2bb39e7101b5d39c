import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { OrderFormScreen } from './OrderFormScreen.tsx';
import { useRouteId } from './useRouteId.ts';

export default function OrderEditPage() {
  const id = useRouteId();
  return id ? <OrderFormScreen key={id} id={id} /> : <NotFoundPage />;
}
