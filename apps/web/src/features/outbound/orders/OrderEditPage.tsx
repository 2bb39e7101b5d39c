import NotFoundPage from '../../../shared/page/NotFoundPage.tsx';
import { useRouteId } from '../../../shared/page/useRouteId.ts';
import { OrderFormScreen } from './OrderFormScreen.tsx';

export default function OrderEditPage() {
  const id = useRouteId();
  return id ? <OrderFormScreen key={id} id={id} /> : <NotFoundPage />;
}
