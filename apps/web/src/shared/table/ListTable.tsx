import { FilterOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@wms/contract/resource';
import { PAGE_SIZES, type TFilterItem } from '@wms/contract/table';
import { Alert, Badge, Button, Flex, Space, Table, type TablePaginationConfig, type TableProps, Tooltip } from 'antd';
import { type Key, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer.tsx';
import type { Row } from './cells.tsx';
import { buildColumns, type CellRenderers } from './columns.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { type FilterField, filterFields } from './filterRules.ts';
import { useFieldLabel } from './labels.ts';
import { SummaryRow } from './SummaryRow.tsx';
import { exportBody, fromAntdSorter, pageBody, type TableState } from './tableState.ts';
import { useColumnSettings } from './useColumnSettings.ts';
import { loadErrorText, type PageData, usePageQuery } from './usePageQuery.ts';
import { useTableState } from './useTableState.ts';
import './pager.css';
import './rowHighlight.css';

/** How long a row just added stays marked once the list shows it. */
export const HIGHLIGHT_MS = 2000;

/** What the page's toolbar buttons need from the list (export the current view, refresh after an action...). */
export interface ListTableContext {
  state: TableState;
  fields: readonly FilterField[];
  refresh: () => void;
  /** `{prop, order, filter}` of the list as shown, for `~export`. */
  exportBody: () => ReturnType<typeof exportBody>;
  setFilter: (items: TFilterItem[]) => void;
}

export interface ListTableProps<R extends Row> {
  def: ResourceDef;
  /** Buttons on the left of the toolbar (add, delete, import...). */
  toolbar?: (ctx: ListTableContext) => ReactNode;
  /** Buttons of each row, in a right-pinned actions column. */
  rowActions?: (row: R, ctx: ListTableContext) => ReactNode;
  actionsWidth?: number;
  /** Per-field cell renderers that replace the default of the field kind. */
  renderers?: CellRenderers<R>;
  selectedRowKeys?: Key[];
  onSelectionChange?: (keys: Key[], rows: R[]) => void;
  /** Prefix of the URL params, for a second list on the same screen. */
  paramPrefix?: string;
  /**
   * Key of a row just added. Under the default order (newest first) the list goes back to page 1,
   * where the row is; under the user's own sort it stays put. Either way the row is marked for
   * {@link HIGHLIGHT_MS} once the list has reloaded.
   */
  highlightKey?: Key;
  /** Fields of the call beyond the table query (e.g. a grouping), sent with every page and export. */
  extraBody?: Record<string, unknown>;
  /** Resource whose labels the list uses, when a view of a resource has a definition of its own. */
  labels?: string;
}

/** The call's own fields under the table query: a sort the user chose wins over a default `prop` in `extra`. */
function withExtra<B extends object>(extra: Record<string, unknown> | undefined, body: B): B {
  if (!extra) return body;
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return { ...extra, ...set } as B;
}

/**
 * The generic list: server-side paging, sorting and filtering driven by the resource definition,
 * with its state in the URL, column settings in session storage and a totals row when the
 * server sends one.
 */
export function ListTable<R extends Row>({
  def,
  toolbar,
  rowActions,
  actionsWidth = 160,
  renderers,
  selectedRowKeys,
  onSelectionChange,
  paramPrefix = '',
  highlightKey,
  extraBody,
  labels,
}: ListTableProps<R>) {
  const { t } = useTranslation();
  const label = useFieldLabel(labels ?? def.name);
  const fields = useMemo(() => filterFields(def), [def]);
  const [state, update] = useTableState(def, fields, paramPrefix);
  const body = useMemo(() => withExtra(extraBody, pageBody(def, fields, state)), [def, fields, state, extraBody]);
  const query = usePageQuery<R>(def.path, body);
  const { settings, change, reset } = useColumnSettings(def);
  const [filterOpen, setFilterOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);

  const ctx: ListTableContext = {
    state,
    fields,
    refresh: () => void query.refresh(),
    exportBody: () => withExtra(extraBody, exportBody(fields, state)),
    setFilter: (filter) => update({ filter, page: 1 }),
  };

  // A failed load keeps the rows last shown (with the error above them), never an empty list.
  const lastShown = useRef<PageData<R> | undefined>(undefined);
  if (query.data && !query.isPlaceholderData) lastShown.current = query.data;
  const data = query.data ?? (query.isError ? lastShown.current : undefined);

  const [marked, setMarked] = useState<Key>();
  // Each new key is handled once: later paging by the user must not be undone.
  const handled = useRef<Key | undefined>(undefined);
  useEffect(() => {
    if (highlightKey === undefined || highlightKey === handled.current) return;
    handled.current = highlightKey;
    setMarked(highlightKey);
    if (!state.prop && state.page !== 1) update({ page: 1 });
  }, [highlightKey, state.prop, state.page, update]);
  // The mark fades once the reload that brings the row has settled.
  useEffect(() => {
    if (marked === undefined || query.isFetching) return;
    const timer = setTimeout(() => setMarked(undefined), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [marked, query.isFetching]);

  // After deleting the last rows of the last page, show the page that now is the last one.
  useEffect(() => {
    if (data && data.rows.length === 0 && data.count > 0 && state.page > 1 && !query.isPlaceholderData && !query.isError) {
      update({ page: Math.max(1, Math.ceil(data.count / state.length)) }, { replace: true });
    }
  }, [data, state.page, state.length, query.isPlaceholderData, query.isError, update]);

  const columns = buildColumns<R>({
    def,
    settings,
    state,
    label,
    renderers,
    actions: rowActions ? { title: t('table.actions'), width: actionsWidth, render: (row) => rowActions(row, ctx) } : undefined,
  });

  const pagination: TablePaginationConfig = {
    className: 'wms-pager',
    current: state.page,
    pageSize: state.length,
    total: data?.count ?? 0,
    pageSizeOptions: [...PAGE_SIZES],
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => t('table.pager.total', { total }),
  };

  const onTableChange: TableProps<R>['onChange'] = (p, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const length = p.pageSize ?? state.length;
      update({ page: length !== state.length ? 1 : (p.current ?? 1), length });
    } else if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      update({ ...fromAntdSorter(def, s?.columnKey ?? s?.field, s?.order), page: 1 });
    }
  };

  const filterCount = state.filter.length;
  // Stays while a retry runs (the query keeps its error until a load succeeds): no flicker.
  const errorText = query.isError ? loadErrorText(query.error, t) : undefined;
  return (
    <div>
      {errorText && (
        <Alert
          type="error"
          showIcon
          title={errorText}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('table.retry')}
            </Button>
          }
        />
      )}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        {/* Flex, not Space: a toolbar is usually one fragment, and Space would put it in a single item without gaps. */}
        <Flex wrap gap={8} align="center">
          {toolbar?.(ctx)}
        </Flex>
        <Space>
          <Badge count={filterCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
              {t('table.filter.button')}
            </Button>
          </Badge>
          <Tooltip title={t('table.columns.button')}>
            <Button icon={<SettingOutlined />} aria-label={t('table.columns.button')} onClick={() => setColumnsOpen(true)} />
          </Tooltip>
          <Tooltip title={t('table.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('table.refresh')} loading={query.isFetching} onClick={ctx.refresh} />
          </Tooltip>
        </Space>
      </Flex>
      <Table<R>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        rowClassName={(row) => (marked !== undefined && row.id === marked ? 'wms-row-new' : '')}
        // A load that failed is not an empty result: the error stands where "no data" would.
        locale={errorText ? { emptyText: errorText } : undefined}
        pagination={pagination}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
        rowSelection={
          onSelectionChange
            ? { selectedRowKeys, onChange: (keys, rows) => onSelectionChange(keys, rows), preserveSelectedRowKeys: false }
            : undefined
        }
        summary={
          // No totals row under an empty list ("no data" says it all).
          data?.summary && data.rows.length > 0
            ? () => (
                <SummaryRow
                  columns={columns}
                  summary={data.summary!}
                  selectable={!!onSelectionChange}
                  title={t('table.summary')}
                />
              )
            : undefined
        }
      />
      <FilterDrawer
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        resource={def.name}
        fields={fields}
        label={label}
        value={state.filter}
        onApply={ctx.setFilter}
      />
      <ColumnSettingsDrawer
        open={columnsOpen}
        onClose={() => setColumnsOpen(false)}
        settings={settings}
        label={label}
        onChange={change}
        onReset={reset}
      />
    </div>
  );
}
