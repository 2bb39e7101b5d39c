import { obOrderLine } from '@wms/contract/outbound/ob-order';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { OrderLinesTable } from '../../orders-common/LinesTable.tsx';
import type { ObLine } from './api.ts';

/**
 * The order's lines on the detail screen: what is ordered, allocated and issued, and what is still to
 * allocate (issued stock is no longer allocated, so it counts as served).
 */
export function LinesTable({ lines }: { lines: ObLine[] }) {
  const { t } = useTranslation();
  return (
    <OrderLinesTable<ObLine>
      line={obOrderLine}
      lines={lines}
      columns={(col) => [
        col('lineNo'),
        col('sku', (l) => l.skuLabel ?? l.sku),
        col('itemName'),
        col('qty'),
        col('allocQty'),
        col('issuedQty', (l) => Number(l.issuedQty ?? 0)),
        {
          key: 'open',
          title: t('obOrder.openQty'),
          render: (_: unknown, l: ObLine) => l.qty - l.allocQty - Number(l.issuedQty ?? 0),
        },
        col('lotNo'),
        col('uom'),
        col('sn'),
        col('dn'),
        col('orderNo'),
        col('consignee', (l) => l.consigneeLabel ?? ''),
        col('lpn'),
        col('comments'),
      ]}
    />
  );
}
