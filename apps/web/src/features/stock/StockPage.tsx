import { ExportOutlined } from '@ant-design/icons';
import { perm } from '@wms/contract/permissions';
import type { ResourceDef } from '@wms/contract/resource';
import { type StockGroup, stock } from '@wms/contract/stock';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { usePermission } from '../../shared/auth/usePermission.ts';
import { ListTable, type ListTableContext } from '../../shared/table/ListTable.tsx';
import { STOCK_BY_LOCATION, STOCK_BY_SKU, STOCK_ROWS_BY_LOCATION } from './views.ts';

type View = 'detail' | StockGroup;

/** What each screen lists: its detail definition and its totals view. */
const SCREENS: Record<StockGroup, { detail: ResourceDef; totals: ResourceDef }> = {
  sku: { detail: stock, totals: STOCK_BY_SKU },
  location: { detail: STOCK_ROWS_BY_LOCATION, totals: STOCK_BY_LOCATION },
};

export function ExportButton({ path, ctx, permission }: { path: string; ctx: ListTableContext; permission: string }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!has(permission)) return null;
  const run = async () => {
    setBusy(true);
    try {
      await api.download(`${path}/~export`, { method: 'POST', body: ctx.exportBody() });
    } catch {
      // The request client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={run}>
      {t('table.export.button')}
    </Button>
  );
}

/**
 * Stock by SKU (`/inventory/sku`) and by location (`/inventory/location`): the stock rows on hand
 * with filters, totals and export, or their totals per SKU / per location. Read-only: stock
 * changes only through the order workflows and the stock actions.
 */
export function StockScreen({ by }: { by: StockGroup }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === by ? by : 'detail';
  const screen = SCREENS[by];
  const def = view === 'detail' ? screen.detail : screen.totals;
  const extraBody = view === 'detail' ? (by === 'location' ? { prop: 'location' } : undefined) : { group: by };
  const setView = (v: View) => {
    // Another view is another list: its own page, sort and filter.
    setParams(v === 'detail' ? {} : { view: v });
  };
  return (
    <div style={{ padding: 16 }}>
      <ListTable
        key={def.name}
        def={def}
        labels="stock"
        extraBody={extraBody}
        toolbar={(ctx) => (
          <>
            <Segmented<View>
              value={view}
              onChange={setView}
              options={[
                { value: 'detail', label: t('stock.view.detail') },
                { value: by, label: t(`stock.view.${by}`) },
              ]}
            />
            <ExportButton path={stock.path} ctx={ctx} permission={perm('inventory', 'stock', 'export')} />
          </>
        )}
      />
    </div>
  );
}
