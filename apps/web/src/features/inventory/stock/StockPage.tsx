import { PlusOutlined } from '@ant-design/icons';
import { perm } from '@wms/contract/permissions';
import type { ResourceDef } from '@wms/contract/resource';
import { type StockGroup, stock, stockScrapped } from '@wms/contract/stock';
import { STOCK_BY_LOCATION, STOCK_BY_SKU, STOCK_ROWS_BY_LOCATION } from '@wms/contract/stock-views';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { AllocationsModal } from './AllocationsModal.tsx';
import { NewStockDialog } from './NewStockDialog.tsx';
import { type QtyAction, StockQtyDialog } from './StockQtyDialog.tsx';
import { StockRowActions, useStockActionPerms } from './StockRowActions.tsx';
import type { StockRowInfo } from './stockActionsApi.ts';

/** The stock rows, their totals, or the rows with scrapped stock to restore (a row scrapped whole has none on hand). */
type View = 'detail' | 'scrapped' | StockGroup;

/** What each screen lists: its detail definition and its totals view. */
const SCREENS: Record<StockGroup, { detail: ResourceDef; totals: ResourceDef }> = {
  sku: { detail: stock, totals: STOCK_BY_SKU },
  location: { detail: STOCK_ROWS_BY_LOCATION, totals: STOCK_BY_LOCATION },
};

/**
 * Stock by SKU (`/inventory/sku`) and by location (`/inventory/location`): the stock rows on hand
 * with filters, totals and export, or their totals per SKU / per location. Read-only: stock
 * changes only through the order workflows and the stock actions.
 */
export function StockScreen({ by }: { by: StockGroup }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const perms = useStockActionPerms();
  const asked = params.get('view');
  const view: View = asked === by ? by : asked === 'scrapped' && perms.scrap ? 'scrapped' : 'detail';
  const screen = SCREENS[by];
  const def = view === 'detail' ? screen.detail : view === 'scrapped' ? stockScrapped : screen.totals;
  const extraBody =
    view === 'detail'
      ? by === 'location'
        ? { prop: 'location' }
        : undefined
      : view === 'scrapped'
        ? { scrapped: true }
        : { group: by };
  const [qty, setQty] = useState<{ action: QtyAction; row: StockRowInfo } | null>(null);
  const [allocRow, setAllocRow] = useState<StockRowInfo | null>(null);
  const [newOpen, setNewOpen] = useState(false);
  // The list's refresh, kept from the last toolbar/row render so a dialog can reload it when done.
  const [refresh, setRefresh] = useState<() => void>(() => () => {});
  const setView = (v: View) => {
    // Another view is another list: its own page, sort and filter.
    setParams(v === 'detail' ? {} : { view: v });
  };
  // Actions act on stock rows, so only the detail view has them (a total is many rows).
  const actions = view === 'detail' && (perms.adjust || perms.barrier || perms.scrap);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        key={def.name}
        def={def}
        labels="stock"
        extraBody={extraBody}
        actionsWidth={300}
        rowActions={
          view !== by
            ? (row, ctx) => (
                <StockRowActions
                  row={row}
                  perms={perms}
                  scrappedOnly={view === 'scrapped'}
                  onQty={(action, r) => {
                    setRefresh(() => ctx.refresh);
                    setQty({ action, row: r });
                  }}
                  onAllocations={setAllocRow}
                  onDone={ctx.refresh}
                />
              )
            : undefined
        }
        toolbar={(ctx) => (
          <>
            <Segmented<View>
              value={view}
              onChange={setView}
              options={[
                { value: 'detail', label: t('stock.view.detail') },
                { value: by, label: t(`stock.view.${by}`) },
                ...(perms.scrap ? [{ value: 'scrapped' as const, label: t('stock.view.scrapped') }] : []),
              ]}
            />
            {actions && perms.adjust && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  setRefresh(() => ctx.refresh);
                  setNewOpen(true);
                }}
              >
                {t('stockAction.newStock')}
              </Button>
            )}
            {view !== 'scrapped' && (
              <ExportButton path={stock.path} ctx={ctx} permission={perm('inventory', 'stock', 'export')} />
            )}
          </>
        )}
      />
      <StockQtyDialog action={qty?.action ?? null} row={qty?.row ?? null} onClose={() => setQty(null)} onDone={refresh} />
      <AllocationsModal row={allocRow} onClose={() => setAllocRow(null)} />
      <NewStockDialog open={newOpen} onClose={() => setNewOpen(false)} onDone={refresh} />
    </div>
  );
}
