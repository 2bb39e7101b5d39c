import { useQuery } from '@tanstack/react-query';
import { obMu } from '@wms/contract/outbound/mu';
import { perm } from '@wms/contract/permissions';
import { Card, Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useDebounced } from '../../../shared/form/useDebounced.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ScanInput } from '../../../shared/scan/ScanInput.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { fetchShippableOrders, shipPallet } from './muApi.ts';

/** An allocated outbound order, searched by number as the clerk types (as RemoteSelect, with the status filter). */
function OrderSelect({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const query = useQuery({ queryKey: ['obMu.orders', search], queryFn: () => fetchShippableOrders(search) });
  return (
    <Select<number>
      aria-label={t('outboundMu.order')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      loading={query.isFetching}
      placeholder={t('outboundMu.orderPlaceholder')}
      options={(query.data ?? []).map((o) => ({ value: o.id, label: o.no }))}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      style={{ width: 320 }}
    />
  );
}

/**
 * Outbound MU (`/outbound/mu`): choose an allocated order, then scan pallet labels (keyboard wedge)
 * to ship what each pallet holds for it (docs/decisions/outbound-and-allocation.md "MU outbound"); the pallets in stock below.
 */
export default function OutboundMuPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const canShip = has(perm('outbound', 'obMu', 'ship'));
  const [order, setOrder] = useState<number>();
  const refresh = useRef<() => void>(() => {});

  const ship = async (lpn: string) => {
    const r = await shipPallet(order!, lpn);
    refresh.current();
    const next = r.remaining
      ? t('outboundMu.remaining', { no: r.order.no, remaining: r.remaining })
      : t('outboundMu.orderOut', { no: r.order.no });
    return `${t('outboundMu.shipped', { lpn: r.lpn, rows: r.rows, qty: r.qty })}; ${next}`;
  };

  return (
    <div style={{ padding: 16 }}>
      {canShip && (
        <Card size="small" title={t('outboundMu.shipTitle')} style={{ marginBottom: 16 }}>
          <Form layout="inline" style={{ marginBottom: 12 }}>
            <Form.Item label={t('outboundMu.order')}>
              <OrderSelect value={order} onChange={setOrder} />
            </Form.Item>
          </Form>
          <ScanInput
            label={t('outboundMu.scanLabel')}
            placeholder={t('outboundMu.scanPlaceholder')}
            disabled={!order}
            onScan={ship}
          />
        </Card>
      )}
      <ListTable<Row>
        def={obMu}
        toolbar={(ctx) => {
          // The list's own reload, so a shipped pallet's totals show at once.
          refresh.current = ctx.refresh;
          return null;
        }}
      />
    </div>
  );
}
