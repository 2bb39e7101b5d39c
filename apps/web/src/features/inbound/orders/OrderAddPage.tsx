import { OrderFormScreen } from './OrderFormScreen.tsx';

export default function OrderAddPage() {
  return <OrderFormScreen />;
}
