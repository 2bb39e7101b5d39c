import { perm } from '@wms/contract/permissions';
import { Button, Space } from 'antd';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { QtyAction } from './StockQtyDialog.tsx';
import { barrierStock, confirmAction, rowInfo, type StockRowInfo } from './stockActionsApi.ts';

/** The actions a user may take on stock rows (each button is shown only with its permission). */
export function useStockActionPerms() {
  const { has } = usePermission();
  return {
    adjust: has(perm('inventory', 'stock', 'adjust')),
    barrier: has(perm('inventory', 'stock', 'barrier')),
    scrap: has(perm('inventory', 'stock', 'scrap')),
  };
}

export type StockActionPerms = ReturnType<typeof useStockActionPerms>;

/** Puts a row's available stock under barrier, or releases a barrier row, after a confirmation. */
async function toggleBarrier(row: StockRowInfo, done: () => void) {
  const release = row.status === 'barrier';
  const qty = release ? row.qoh : row.qoh - row.qal;
  const text = i18n.t(release ? 'stockAction.confirmRelease' : 'stockAction.confirmBarrier', {
    sku: row.sku,
    location: row.location,
    qty,
  });
  if (!(await confirmAction(text))) return;
  try {
    const reply = await barrierStock([row.id], release);
    feedback().message.success(reply.message);
    done();
  } catch {
    // The request client showed why.
  }
}

/** Row buttons of a stock row: adjust, barrier/release, scrap, restore, and its allocations when it has some. */
export function StockRowActions({
  row: raw,
  perms,
  onQty,
  onAllocations,
  onDone,
  scrappedOnly = false,
}: {
  row: Record<string, unknown>;
  perms: StockActionPerms;
  /** The scrapped list: its rows are there to be restored, often with nothing on hand. */
  scrappedOnly?: boolean;
  onQty: (action: QtyAction, row: StockRowInfo) => void;
  onAllocations: (row: StockRowInfo) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const row = rowInfo(raw);
  const held = row.status === 'barrier';
  const link = (key: string, onClick: () => void, disabled = false) => (
    <Button key={key} type="link" size="small" style={{ padding: 0 }} disabled={disabled} onClick={onClick}>
      {t(`stockAction.${key}`)}
    </Button>
  );
  if (scrappedOnly) return <Space size={8}>{perms.scrap && link('restore', () => onQty('restore', row))}</Space>;
  return (
    <Space size={8}>
      {perms.adjust && link('adjust', () => onQty('adjust', row))}
      {perms.barrier &&
        link(held ? 'release' : 'barrier', () => void toggleBarrier(row, onDone), !held && row.qoh - row.qal <= 0)}
      {perms.scrap && link('scrap', () => onQty('scrap', row), row.qoh - row.qal <= 0)}
      {perms.scrap && link('restore', () => onQty('restore', row))}
      {row.qal > 0 && link('allocations', () => onAllocations(row))}
    </Space>
  );
}
