import { ibOrderLine } from '@wms/contract/inbound/ib-order';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { OrderLinesTable } from '../../orders-common/LinesTable.tsx';
import type { IbLine } from './api.ts';
import { openQty } from './putAway.ts';

/** The order's lines on the detail screen: what was announced, counted in and put away, and what is still open. */
export function LinesTable({ lines }: { lines: IbLine[] }) {
  const { t } = useTranslation();
  return (
    <OrderLinesTable<IbLine>
      line={ibOrderLine}
      lines={lines}
      columns={(col) => [
        col('lineNo'),
        col('sku', (l) => l.skuLabel ?? l.sku),
        col('itemName'),
        col('shipQty'),
        col('recvQty'),
        col('stockQty'),
        { key: 'open', title: t('ibOrder.openQty'), render: (_: unknown, l: IbLine) => openQty(l) },
        col('uom'),
        col('location', (l) => l.locationLabel ?? ''),
        col('lotNo'),
        col('lpn'),
        col('shipBoxLbl'),
        col('stockDate', (l) => (l.stockDate ? formatDate(String(l.stockDate)) : '')),
      ]}
    />
  );
}
