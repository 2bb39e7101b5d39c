import { type OrderScreenDef, OrderFormScreen as SharedOrderFormScreen } from '../../orders-common/OrderFormScreen.tsx';
import { useStatusLabel } from '../../orders-common/StatusTag.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';
import { useObCan } from './OrderActions.tsx';
import { obOrderForm } from './orderForm.ts';

const obOrderScreen: OrderScreenDef<ObOrder> = {
  form: obOrderForm,
  lines: { wide: new Set(['sku', 'consignee', 'itemDesc', 'itemName', 'comments']) },
  api: obApi,
  screen: obScreen,
  useCan: useObCan,
  useStatusLabel,
};

/** Add (no id: the number pre-filled from `_no/get`) or edit (a new order only) of an outbound order. */
export function OrderFormScreen({ id }: { id?: number }) {
  return <SharedOrderFormScreen def={obOrderScreen} id={id} />;
}
