/**
 * The list table's state (page, length, prop, order, filter) as URL search params, so a reload
 * or the back button shows the same page. Everything read from the URL is validated: the
 * address bar is user input.
 */
import type { ResourceDef } from '@wms/contract/resource';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TFilterItem } from '@wms/contract/table';
import type { Dayjs } from 'dayjs';
import { type FilterField, normalizeItems, toRequestFilter } from './filterRules.ts';

export type SortOrder = 'asc' | 'desc';

export interface TableState {
  page: number;
  length: number;
  /** Sort field; absent means the server's default order. */
  prop?: string;
  order?: SortOrder;
  filter: TFilterItem[];
}

const KEYS = ['page', 'length', 'prop', 'order', 'filter'] as const;

function key(prefix: string, name: (typeof KEYS)[number]): string {
  return prefix ? `${prefix}.${name}` : name;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

function parseFilter(raw: string | null, fields: readonly FilterField[]): TFilterItem[] {
  if (!raw) return [];
  try {
    return normalizeItems(fields, JSON.parse(raw));
  } catch {
    return [];
  }
}

export function sortableFields(def: ResourceDef): Set<string> {
  return new Set(def.fields.filter((f) => f.sortable).map((f) => f.name));
}

export function readTableState(
  params: URLSearchParams,
  def: ResourceDef,
  fields: readonly FilterField[],
  prefix = '',
): TableState {
  const length = positiveInt(params.get(key(prefix, 'length')));
  const rawProp = params.get(key(prefix, 'prop'));
  // Only sortable fields may be sorted on; anything else in the URL is ignored.
  const prop = rawProp && sortableFields(def).has(rawProp) ? rawProp : undefined;
  const rawOrder = params.get(key(prefix, 'order'));
  return {
    page: positiveInt(params.get(key(prefix, 'page'))) ?? 1,
    length: length && (PAGE_SIZES as readonly number[]).includes(length) ? length : DEFAULT_PAGE_SIZE,
    prop,
    order: prop ? (rawOrder === 'desc' ? 'desc' : 'asc') : undefined,
    filter: parseFilter(params.get(key(prefix, 'filter')), fields),
  };
}

/** A copy of `params` carrying `state`; defaults are left out to keep addresses short. Other params are kept. */
export function writeTableState(params: URLSearchParams, state: TableState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of KEYS) next.delete(key(prefix, k));
  if (state.page !== 1) next.set(key(prefix, 'page'), String(state.page));
  if (state.length !== DEFAULT_PAGE_SIZE) next.set(key(prefix, 'length'), String(state.length));
  if (state.prop) {
    next.set(key(prefix, 'prop'), state.prop);
    next.set(key(prefix, 'order'), state.order ?? 'asc');
  }
  if (state.filter.length) next.set(key(prefix, 'filter'), JSON.stringify(state.filter));
  return next;
}

export interface PageBody {
  page: number;
  length: number;
  prop?: string;
  order?: SortOrder;
  filter?: TFilterItem[];
  summary?: boolean;
  /** Count every row (and total) even on a large match, after the user asked for it. */
  exactCount?: boolean;
}

/** The body of `POST <path>/~page/get`; `summary` only when the resource has total fields. */
export function pageBody(def: ResourceDef, fields: readonly FilterField[], state: TableState, now?: Dayjs): PageBody {
  const body: PageBody = { page: state.page, length: state.length };
  if (state.prop) {
    body.prop = state.prop;
    body.order = state.order ?? 'asc';
  }
  const filter = toRequestFilter(fields, state.filter, now);
  if (filter.length) body.filter = filter;
  if (def.fields.some((f) => f.summary)) body.summary = true;
  return body;
}

/** The export body: the list's current order and filter (the server ignores paging for exports). */
export function exportBody(fields: readonly FilterField[], state: TableState, now?: Dayjs) {
  return {
    prop: state.prop,
    order: state.prop ? (state.order ?? 'asc') : undefined,
    filter: toRequestFilter(fields, state.filter, now),
  };
}

/** antd's sorter order ↔ the wire order. */
export function toAntdOrder(state: Pick<TableState, 'prop' | 'order'>, field: string): 'ascend' | 'descend' | null {
  if (state.prop !== field) return null;
  return state.order === 'desc' ? 'descend' : 'ascend';
}

export function fromAntdSorter(def: ResourceDef, field: unknown, order: unknown): Pick<TableState, 'prop' | 'order'> {
  if (typeof field !== 'string' || !sortableFields(def).has(field) || (order !== 'ascend' && order !== 'descend')) {
    return { prop: undefined, order: undefined };
  }
  return { prop: field, order: order === 'descend' ? 'desc' : 'asc' };
}
