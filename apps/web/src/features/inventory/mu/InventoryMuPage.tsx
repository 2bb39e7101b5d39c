import { invMu } from '@wms/contract/inventory/mu';
import { perm } from '@wms/contract/permissions';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { confirmAction } from '../stock/stockActionsApi.ts';
import { unbindPallet } from './invMuApi.ts';
import { PalletContentsModal } from './PalletContentsModal.tsx';

/** Breaks a pallet into loose stock after a confirmation; the list reloads when done. */
async function unbind(row: Row, t: ReturnType<typeof useTranslation>['t'], done: () => void) {
  const lpn = String(row.lpn);
  if (!(await confirmAction(t('invMu.confirmUnbind', { lpn, rows: row.rows, qty: row.qoh })))) return;
  try {
    const r = await unbindPallet(lpn);
    feedback().message.success(t('invMu.unbound', { lpn: r.lpn, rows: r.rows, qty: r.qty }));
    done();
  } catch {
    // The request client showed why.
  }
}

/**
 * Stock by pallet (`/inventory/mu`): stock rows on hand that carry an LPN, one row per pallet, with
 * its contents and the unbind action (docs/decisions/stock-and-counts.md "Stock by pallet").
 */
export default function InventoryMuPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const canUnbind = has(perm('inventory', 'mu', 'unbind'));
  const [lpn, setLpn] = useState<string | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={invMu}
        actionsWidth={140}
        renderers={{
          // A pallet is in one place; should its rows be split, say so beside the first location.
          location: (_, row) =>
            Number(row.locations) > 1
              ? `${String(row.locationLabel ?? '')} (${t('invMu.split', { count: Number(row.locations) })})`
              : String(row.locationLabel ?? ''),
        }}
        toolbar={(ctx) => <ExportButton path={invMu.path} ctx={ctx} permission={perm('inventory', 'mu', 'export')} />}
        rowActions={(row, ctx) => (
          <Space size={8}>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setLpn(String(row.lpn))}>
              {t('invMu.contents')}
            </Button>
            {canUnbind && (
              <Tooltip title={Number(row.qal) > 0 ? t('invMu.allocated') : undefined}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  disabled={Number(row.qal) > 0}
                  onClick={() => void unbind(row, t, ctx.refresh)}
                >
                  {t('invMu.unbind')}
                </Button>
              </Tooltip>
            )}
          </Space>
        )}
      />
      <PalletContentsModal lpn={lpn} onClose={() => setLpn(null)} />
    </div>
  );
}
