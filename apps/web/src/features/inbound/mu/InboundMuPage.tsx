import { ibMu } from '@wms/contract/inbound/mu';
import { perm } from '@wms/contract/permissions';
import { Button } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { MuStoreDialog, type Pallet } from './MuStoreDialog.tsx';

/**
 * Inbound MU (`/inbound/mu`): the pallets of inbound orders (lines sharing an LPN), each put away
 * whole at one location from its row (docs/decisions/inbound.md "MU pallet inbound").
 */
export default function InboundMuPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const canStore = has(perm('inbound', 'ibMu', 'store'));
  const [pallet, setPallet] = useState<Pallet | null>(null);
  const [refresh, setRefresh] = useState<() => void>(() => () => {});

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={ibMu}
        actionsWidth={100}
        rowActions={
          canStore
            ? (row, ctx) =>
                row.openQty ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      setRefresh(() => ctx.refresh);
                      setPallet({ lpn: String(row.lpn), warehouse: Number(row.warehouse) });
                    }}
                  >
                    {t('inboundMu.putAway')}
                  </Button>
                ) : null
            : undefined
        }
      />
      <MuStoreDialog pallet={pallet} onClose={() => setPallet(null)} onDone={refresh} />
    </div>
  );
}
