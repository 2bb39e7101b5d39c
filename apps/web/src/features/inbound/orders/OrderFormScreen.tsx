import { Form } from 'antd';
import type { LineCellProps } from '../../orders-common/LinesEditor.tsx';
import { type OrderScreenDef, OrderFormScreen as SharedOrderFormScreen } from '../../orders-common/OrderFormScreen.tsx';
import { useStatusLabel } from '../../orders-common/StatusTag.tsx';
import { type IbOrder, ibApi, ibScreen } from './api.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { useIbCan } from './OrderActions.tsx';
import { ibOrderForm } from './orderForm.ts';

/** A line's location: only those of the warehouse the header names. */
function LocationCell({ form, row, id, ariaLabel, value, onChange }: LineCellProps) {
  const warehouse = Form.useWatch('warehouse', form) as number | undefined;
  return (
    <LocationSelect
      id={id}
      ariaLabel={ariaLabel}
      value={value as number | null}
      onChange={onChange}
      warehouse={warehouse}
      label={form.getFieldValue(['items', row, 'locationLabel']) as string | null | undefined}
    />
  );
}

const ibOrderScreen: OrderScreenDef<IbOrder> = {
  form: ibOrderForm,
  lines: {
    wide: new Set(['sku', 'location', 'itemDesc', 'itemName']),
    cells: { location: LocationCell },
    // The SKU select keeps its clear button: clearing it shows the required message.
    clearable: () => true,
  },
  api: ibApi,
  screen: ibScreen,
  useCan: useIbCan,
  useStatusLabel,
};

/** Add (no id: the number pre-filled from `_no/get`) or edit (a new order only) of an inbound order. */
export function OrderFormScreen({ id }: { id?: number }) {
  return <SharedOrderFormScreen def={ibOrderScreen} id={id} />;
}
