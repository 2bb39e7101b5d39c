import { z } from 'zod';
import { defineResource, type FieldDef } from '../resource.ts';
import { ZTableQuery } from '../table-schema.ts';

/**
 * The stock journal (`/inventory/journal`, issue 11 §3): per SKU and day, what the SKU held at the
 * start of the day, what came in, went out and was adjusted, and what it held at the end. Computed
 * from the ledger (docs/decisions/stock-and-counts.md "Stock journal"); read-only.
 */
const amount = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'int',
  list: true,
  sortable: true,
  readOnly: true,
  filter: false,
  ...extra,
});
/** The SKU-level fields a journal may be filtered by (they narrow whole SKUs, so balances stay whole). */
const skuFields: FieldDef[] = [
  { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
  { name: 'sku', kind: 'ref', ref: 'productSku', list: true, sortable: true, readOnly: true },
  { name: 'itemName', kind: 'string', list: true, sortable: true, readOnly: true },
  { name: 'itemCode', kind: 'string', list: true, sortable: true, readOnly: true },
];
export const JOURNAL_FILTER_FIELDS = skuFields.map((f) => f.name);

export const stockJournal = defineResource({
  name: 'stockJournal',
  path: '/inventory/journal',
  auditColumns: [],
  labelField: 'day',
  codeField: 'day',
  searchFields: [],
  defaultSort: { prop: 'day', order: 'asc' },
  fields: [
    { name: 'day', kind: 'date', list: true, sortable: true, readOnly: true, filter: false },
    ...skuFields,
    amount('opening'),
    amount('inbound', { summary: true }),
    amount('outbound', { summary: true }),
    amount('adjustment', { summary: true }),
    amount('closing'),
  ],
});

/** What was delivered to each consignee, per day and SKU (outbound ledger rows by their order's consignee). */
export const journalDelivery = defineResource({
  name: 'journalDelivery',
  path: '/inventory/journal/delivery',
  auditColumns: [],
  labelField: 'day',
  codeField: 'day',
  searchFields: [],
  defaultSort: { prop: 'day', order: 'asc' },
  fields: [
    { name: 'day', kind: 'date', list: true, sortable: true, readOnly: true, filter: false },
    // Not a filter: the journal narrows whole SKUs (JOURNAL_FILTER_FIELDS), and a consignee is no SKU's.
    { name: 'consignee', kind: 'ref', ref: 'consignee', list: true, sortable: true, readOnly: true, filter: false },
    ...skuFields,
    amount('qty', { summary: true }),
    { name: 'orders', kind: 'int', list: true, sortable: true, readOnly: true, filter: false },
  ],
});

/** Which days a journal page shows: all with a movement, or those with an inbound or an outbound one. */
export const JOURNAL_VIEWS = ['sum', 'inbound', 'outbound'] as const;
export type JournalView = (typeof JOURNAL_VIEWS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, { message: 'YYYY-MM-DD' });
/** Most days one journal call covers: a year and a day, so a year-on-year look fits. */
export const JOURNAL_MAX_DAYS = 366;

/** `POST /inventory/journal/~page/get` (and delivery): the table query, the view and the day range (start and end, inclusive). */
export const ZJournalQuery = ZTableQuery.extend({
  view: z.enum(JOURNAL_VIEWS).default('sum'),
  start: day,
  end: day,
});
export type TJournalQuery = z.infer<typeof ZJournalQuery>;
export const ZJournalExport = ZJournalQuery.omit({ page: true, length: true });
