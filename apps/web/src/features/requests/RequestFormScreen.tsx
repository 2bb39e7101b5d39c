import { OrderFormScreen, type OrderScreenDef } from '../orders-common/OrderFormScreen.tsx';
import type { OrderFormDef } from '../orders-common/orderDef.ts';
import { type ReqOrder, reqApi } from './api.ts';
import { type ReqKindDef, reqScreen } from './kinds.ts';
import { useReqStatusLabel } from './StatusTag.tsx';
import { useReqCan } from './useReqCan.ts';

/** The line fields the lines table edits: a packaging or a packaging material (one of the two), the quantity, a comment. */
export const REQ_LINE_COLUMNS = ['packaging', 'material', 'qty', 'comment'] as const;

/** What the shared add/edit code needs to know of a request order (features/orders-common). */
export const reqOrderForm = (k: ReqKindDef): OrderFormDef => ({
  order: k.order,
  line: k.line,
  text: k.text,
  formName: k.formName,
  lineColumns: REQ_LINE_COLUMNS,
  lineLabels: ['packagingLabel', 'materialLabel'],
  newLine: { qty: 1 },
});

const screens = new Map<ReqKindDef, OrderScreenDef<ReqOrder>>();

/** One definition per kind, so the shared screen sees the same object on every render. */
export function reqOrderScreen(k: ReqKindDef): OrderScreenDef<ReqOrder> {
  let def = screens.get(k);
  if (!def) {
    def = {
      form: reqOrderForm(k),
      // Both references are optional (the server wants exactly one): either may be cleared.
      lines: { wide: new Set(['packaging', 'material', 'comment']), clearable: () => true },
      api: reqApi(k),
      screen: reqScreen(k),
      useCan: () => useReqCan(k),
      useStatusLabel: useReqStatusLabel,
    };
    screens.set(k, def);
  }
  return def;
}

/** Add (no id: the number pre-filled from `_no/get`) or edit (while ordered or accepted) of a request order. */
export function RequestFormScreen({ kind, id }: { kind: ReqKindDef; id?: number }) {
  return <OrderFormScreen def={reqOrderScreen(kind)} id={id} />;
}
