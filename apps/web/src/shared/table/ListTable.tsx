import { FilterOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@wms/contract/resource';
import { PAGE_SIZES, type TFilterItem } from '@wms/contract/table';
import { Alert, Badge, Button, Flex, Pagination, type PaginationProps, Space, Spin, Table, type TableProps, Tooltip } from 'antd';
import { type Key, memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDictLabels } from '../form/useDict.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ColumnSettingsDrawerProps } from './ColumnSettingsDrawer.tsx';
import { dictOf, type Row } from './cells.tsx';
import { buildColumns, type CellRenderers } from './columns.tsx';
import type { FilterDrawerProps } from './FilterDrawer.tsx';
import { type FilterField, type FilterOption, filterFields } from './filterRules.ts';
import { useFieldLabel } from './labels.ts';
import { lazyPanel } from './lazyPanel.tsx';
import { SummaryRow } from './SummaryRow.tsx';
import { exportBody, fromAntdSorter, type PageBody, pageBody, type TableState } from './tableState.ts';
import { useColumnSettings } from './useColumnSettings.ts';
import { loadErrorText, type PageData, usePageQuery, usePrefetchPage } from './usePageQuery.ts';
import { useTableState } from './useTableState.ts';
import './pager.css';
import './rowHighlight.css';

// Opened on demand: their code (date pickers, selects, drag and drop) loads the first time.
const FilterDrawer = lazyPanel<FilterDrawerProps>(() => import('./FilterDrawer.tsx').then((m) => ({ default: m.FilterDrawer })));
const ColumnSettingsDrawer = lazyPanel<ColumnSettingsDrawerProps>(() =>
  import('./ColumnSettingsDrawer.tsx').then((m) => ({ default: m.ColumnSettingsDrawer })),
);

/**
 * No scroll to the first row on a page change: the body has no height of its own, so antd's
 * 450 ms animation moved nothing while taking animation frames from drawing the new rows.
 */
const SCROLL = { x: 'max-content', scrollToFirstRowOnChange: false } as const;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
/** The spinner shows only on a slow load: a quick page change swaps the rows without a blur in and out. */
const SPIN_DELAY_MS = 300;

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
  /** Fixed lists the filter drawer offers for some fields (a workflow's statuses); keep the object stable. */
  filterOptions?: Readonly<Record<string, readonly FilterOption[]>>;
  /**
   * Which of the server's totals the totals row shows under the list's state (default: all it sends),
   * for totals that mean something only under some filters (units of one packaging type). When it
   * names none the page is asked without totals and no totals row is drawn; keep the function stable.
   */
  totals?: (state: TableState) => readonly string[];
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
  filterOptions,
  totals,
}: ListTableProps<R>) {
  const { t } = useTranslation();
  const label = useFieldLabel(labels ?? def.name);
  const fields = useMemo(() => filterFields(def, filterOptions), [def, filterOptions]);
  const [state, update] = useTableState(def, fields, paramPrefix);
  // "Count exactly" holds for the filter it was asked under; a new filter starts from the estimate again.
  const [exactFor, setExactFor] = useState<string>();
  const filterKey = JSON.stringify(state.filter);
  const exact = exactFor === filterKey;
  const bodyOf = useCallback(
    (s: TableState): PageBody => {
      const b = withExtra(extraBody, { ...pageBody(def, fields, s), ...(exact ? { exactCount: true } : {}) });
      // Totals the row would not show are not asked for: the server's sums over a large match cost.
      if (b.summary && totals?.(s).length === 0) delete b.summary;
      return b;
    },
    [def, fields, extraBody, exact, totals],
  );
  const body = useMemo(() => bodyOf(state), [bodyOf, state]);
  const query = usePageQuery<R>(def.path, body);
  const prefetch = usePrefetchPage<R>(def.path);
  const { settings, change, reset } = useColumnSettings(def);
  const [filterOpen, setFilterOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);

  /**
   * A page, size or sort change asks for its rows at once, then moves the URL: the request leaves
   * on the click instead of after the router and React have caught up with the new address.
   */
  const go = useCallback(
    (patch: Partial<TableState>, opts?: { replace?: boolean }) => {
      prefetch(bodyOf({ ...state, ...patch }));
      update(patch, opts);
    },
    [prefetch, bodyOf, state, update],
  );

  const { refresh } = query;
  const ctx: ListTableContext = useMemo(
    () => ({
      state,
      fields,
      refresh: () => void refresh(),
      exportBody: () => withExtra(extraBody, exportBody(fields, state)),
      setFilter: (filter) => go({ filter, page: 1 }),
    }),
    [state, fields, refresh, extraBody, go],
  );
  // Row actions read the context when clicked; through a ref the columns need not be rebuilt for it.
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

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

  // Rebuilt only when what they show changes (settings, sort, language), not on every page or load.
  const { prop, order } = state;
  const actionsTitle = t('table.actions');
  const dicts = useMemo(() => [...new Set(def.fields.filter((f) => f.kind === 'enum').map(dictOf))], [def]);
  const dictLabels = useDictLabels(dicts);
  const columns = useMemo(
    () =>
      buildColumns<R>({
        def,
        settings,
        sort: { prop, order },
        label,
        renderers,
        dictLabels,
        actions: rowActions
          ? { title: actionsTitle, width: actionsWidth, render: (row) => rowActions(row, ctxRef.current) }
          : undefined,
      }),
    [def, settings, prop, order, label, renderers, dictLabels, rowActions, actionsTitle, actionsWidth],
  );

  const total = data?.count ?? 0;
  const estimated = !!data?.countEstimated;
  const showTotal = useCallback(
    (n: number) =>
      estimated ? (
        <span>
          {t('table.pager.about', { total: n })}
          <Button type="link" size="small" onClick={() => setExactFor(filterKey)}>
            {t('table.pager.exact')}
          </Button>
        </span>
      ) : (
        t('table.pager.total', { total: n })
      ),
    [estimated, filterKey, t],
  );

  // The pager and the sorter call back through a ref, so the table keeps the same props (and is
  // not redrawn) while a page change goes through the URL and the query.
  const latest = useRef({ go, state });
  latest.current = { go, state };
  const onPage = useCallback<NonNullable<PaginationProps['onChange']>>((page, length) => {
    const { go: goTo, state: now } = latest.current;
    goTo({ page: length !== now.length ? 1 : page, length });
  }, []);
  const onSort = useCallback<NonNullable<TableProps<R>['onChange']>>(
    (_p, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      latest.current.go({ ...fromAntdSorter(def, s?.columnKey ?? s?.field, s?.order), page: 1 });
    },
    [def],
  );

  const rowClassName = useCallback((row: R) => (marked !== undefined && row.id === marked ? 'wms-row-new' : ''), [marked]);
  const rowSelection = useMemo(
    () =>
      onSelectionChange
        ? {
            selectedRowKeys,
            onChange: (keys: Key[], rows: R[]) => onSelectionChange(keys, rows),
            preserveSelectedRowKeys: false,
          }
        : undefined,
    [onSelectionChange, selectedRowKeys],
  );
  const summaryTitle = t('table.summary');
  // As a string, so a page change (a new state, the same totals) leaves the row and the table as they are.
  const shownTotals = totals?.(state).join(',');
  const serverTotals = data?.summary && data.rows.length > 0 ? data.summary : undefined;
  const summaryData = useMemo(() => {
    if (!serverTotals || shownTotals === undefined) return serverTotals;
    const shown = new Set(shownTotals.split(','));
    const kept = Object.fromEntries(Object.entries(serverTotals).filter(([k]) => shown.has(k)));
    return Object.keys(kept).length > 0 ? kept : undefined;
  }, [serverTotals, shownTotals]);
  const summary = useMemo(
    () =>
      // No totals row under an empty list ("no data" says it all).
      summaryData
        ? () => <SummaryRow columns={columns} summary={summaryData} selectable={!!onSelectionChange} title={summaryTitle} />
        : undefined,
    [summaryData, columns, onSelectionChange, summaryTitle],
  );

  const filterCount = state.filter.length;
  // Stays while a retry runs (the query keeps its error until a load succeeds): no flicker.
  const errorText = query.isError ? loadErrorText(query.error, t) : undefined;
  const locale = useMemo(() => (errorText ? { emptyText: errorText } : undefined), [errorText]);
  const rows = data?.rows;
  const dataSource = useMemo(() => rows ?? [], [rows]);
  /**
   * The same element while its inputs hold, so React skips the table (every row and cell) when only
   * the page number, the URL or the loading state changed: a page click draws the rows once, when
   * they arrive. antd's own pager would hold page state inside the table and redraw it on the click.
   */
  const table = useMemo(
    () => (
      <Table<R>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={dataSource}
        rowClassName={rowClassName}
        // A load that failed is not an empty result: the error stands where "no data" would.
        locale={locale}
        pagination={false}
        onChange={onSort}
        scroll={SCROLL}
        rowSelection={rowSelection}
        summary={summary}
      />
    ),
    [columns, dataSource, rowClassName, locale, onSort, rowSelection, summary],
  );
  const openFilter = useCallback(() => setFilterOpen(true), []);
  const openColumns = useCallback(() => setColumnsOpen(true), []);
  const toolbarLeft = toolbar?.(ctx);
  return (
    <div className="wms-list">
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
          {toolbarLeft}
        </Flex>
        <ListButtons
          filterCount={filterCount}
          fetching={query.isFetching}
          onFilter={openFilter}
          onColumns={openColumns}
          onRefresh={ctx.refresh}
          preloadFilter={FilterDrawer.preload}
          preloadColumns={ColumnSettingsDrawer.preload}
        />
      </Flex>
      {/* The spinner stands outside the table: a load starting or ending redraws it, not every row. */}
      <Spin spinning={query.isFetching} delay={SPIN_DELAY_MS}>
        {table}
        {total > 0 && (
          <Pagination
            className="wms-pager"
            size="small"
            align="end"
            current={state.page}
            pageSize={state.length}
            total={total}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            showSizeChanger
            showQuickJumper
            showTotal={showTotal}
            onChange={onPage}
          />
        )}
      </Spin>
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

interface ListButtonsProps {
  filterCount: number;
  fetching: boolean;
  onFilter: () => void;
  onColumns: () => void;
  onRefresh: () => void;
  preloadFilter: () => void;
  preloadColumns: () => void;
}

/** Filter, column settings and refresh: redrawn when their own props change, not on every page. */
const ListButtons = memo(function ListButtons({
  filterCount,
  fetching,
  onFilter,
  onColumns,
  onRefresh,
  preloadFilter,
  preloadColumns,
}: ListButtonsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      <Badge count={filterCount} size="small">
        <Button icon={<FilterOutlined />} onClick={onFilter} onMouseEnter={preloadFilter}>
          {t('table.filter.button')}
        </Button>
      </Badge>
      <Tooltip title={t('table.columns.button')}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t('table.columns.button')}
          onClick={onColumns}
          onMouseEnter={preloadColumns}
        />
      </Tooltip>
      <Tooltip title={t('table.refresh')}>
        <Button icon={<ReloadOutlined />} aria-label={t('table.refresh')} loading={fetching} onClick={onRefresh} />
      </Tooltip>
    </Space>
  );
});
