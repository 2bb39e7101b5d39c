import { z } from 'zod';
import { absent } from '../body-forms.ts';
import { dateField, LINE_QTY_MAX, type LineRule, orderSchemas, textField } from '../order-defs.ts';
import { defineResource, type FieldDef, type ResourceDef } from '../resource.ts';
import { zId, zText } from '../scalars-schema.ts';
import { vmError } from '../validation-messages.ts';
import { type FLOW_ACTIONS, type RequestAction, type RequestKind, TRANSFER_TARGETS } from './flow.ts';

/**
 * Packaging request (transit) orders, `/inbound/tr/order` (resource `trOrder`), and material-request
 * orders, `/outbound/mr/order` (resource `mrOrder`): the same header and lines, two tables. A line
 * names a packaging or a packaging material (exactly one) and a quantity; its stock SKU is the SKU
 * of the order's warehouse numbered with that code (docs/decisions/requests.md "Request orders").
 */
const text = textField;
const date = dateField;

const headerFields = (): FieldDef[] => [
  text('no', 50, { required: true }),
  { name: 'customer', kind: 'ref', ref: 'customer', required: true, list: true, sortable: true },
  { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
  /** tr: where inv/update receives (default: the warehouse's first receive location); mr: where delivery takes from (default: anywhere, oldest first). */
  { name: 'location', kind: 'ref', ref: 'location', list: true },
  text('extRef', 50),
  date('orderDate'),
  date('requiredDate'),
  text('contact', 50),
  text('contactPhone', 30),
  text('address', 200),
  { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true, filter: 'select' },
  { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
  /** tr: received into the warehouse; mr: delivered to the customer. */
  { name: 'doneQty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
  { name: 'comment', kind: 'text', max: 500, list: true },
];

const lineFields = (): FieldDef[] => [
  { name: 'order', kind: 'int', readOnly: true },
  { name: 'lineNo', kind: 'int', readOnly: true, list: true },
  { name: 'packaging', kind: 'ref', ref: 'packaging', list: true },
  { name: 'material', kind: 'ref', ref: 'packagingMaterial', list: true },
  { name: 'qty', kind: 'int', required: true, min: 1, max: LINE_QTY_MAX, list: true },
  { name: 'doneQty', kind: 'int', min: 0, max: LINE_QTY_MAX, readOnly: true, list: true },
  text('comment', 200),
];

const order = (name: string, path: string): ResourceDef =>
  defineResource({
    name,
    path,
    labelField: 'no',
    codeField: 'no',
    searchFields: ['no', 'extRef'],
    unique: [['no']],
    defaultSort: { prop: 'id', order: 'desc' },
    fields: headerFields(),
  });
const line = (name: string, path: string): ResourceDef =>
  defineResource({
    name,
    path,
    labelField: 'id',
    codeField: 'id',
    searchFields: [],
    defaultSort: { prop: 'lineNo', order: 'asc' },
    fields: lineFields(),
  });

export const trOrder = order('trOrder', '/inbound/tr/order');
export const trOrderLine = line('trOrderLine', '/inbound/tr/order/item');
export const mrOrder = order('mrOrder', '/outbound/mr/order');
export const mrOrderLine = line('mrOrderLine', '/outbound/mr/order/item');

const given = (v: unknown) => v !== undefined && v !== null;
/** A line names one thing: a packaging or a packaging material. */
const BY_ONE = [
  { required: ['packaging'], properties: { packaging: { type: 'integer' } } },
  { required: ['material'], properties: { material: { type: 'integer' } } },
];

/**
 * A line names a packaging or a packaging material, exactly one of them; a change of a line by `id` may name
 * neither (it keeps what it asks for), and naming one clears the other.
 */
const packagingOrMaterial: LineRule = (line) =>
  line
    .refine(
      (l: { id?: number; packaging?: unknown; material?: unknown }) =>
        (l.id !== undefined && l.packaging === undefined && l.material === undefined) || given(l.packaging) !== given(l.material),
      { path: ['packaging'], ...vmError('packagingOrMaterial') },
    )
    .meta(
      'id' in line.shape
        ? {
            description:
              'Names a `packaging` or a `material`, exactly one of them; a change of a line by `id` may name neither (it keeps its own)',
            anyOf: [{ required: ['id'], ...absent('packaging', 'material') }, { oneOf: BY_ONE }],
          }
        : { description: 'Names a `packaging` or a `material`, exactly one of them', oneOf: BY_ONE },
    );

/** Both kinds have the same schemas (the definitions differ only by name and path). */
const S = orderSchemas(trOrder, trOrderLine, packagingOrMaterial);
export const {
  ZLine: ZReqLine,
  ZLineUpdate: ZReqLineUpdate,
  ZOrderAdd: ZReqOrderAdd,
  ZOrderUpdate: ZReqOrderUpdate,
  ZOrderRow: ZReqOrderRow,
  ZLineRow: ZReqLineRow,
} = S;

/** `~item/add`: new lines for an existing order (`id` is the order). */
export const ZReqItemAdd = z.object({ id: zId(), items: z.array(ZReqLine).min(1).max(1000) });

/** Every flow action's body: the order and an optional comment kept in its route. */
export const ZReqActionBody = z.object({ id: zId(), comment: zText(500).optional() });
export type TReqActionBody = z.infer<typeof ZReqActionBody>;

/** `~transfer`: from accepted (200) `to` says where the packaging is found (300, 400, 600; default tr 400, mr 600); ignored later. */
export const ZReqTransferBody = ZReqActionBody.extend({
  to: z
    .union(TRANSFER_TARGETS.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<300>, z.ZodLiteral<400>, z.ZodLiteral<600>])
    .optional(),
});
export type TReqTransferBody = z.infer<typeof ZReqTransferBody>;

/** One step of an order's route: the status reached, from which, by which action, when, by whom, why. */
export const ZRouteStep = z.object({
  id: z.number(),
  status: z.number(),
  fromStatus: z.number().nullable(),
  action: z.string(),
  at: z.string().describe('ISO 8601 time'),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TRouteStep = z.infer<typeof ZRouteStep>;

/** `_detail/get`: the order, its lines (with packaging/material/SKU labels), its route and the actions its status allows. */
export const ZReqOrderDetail = S.ZOrderDetail.extend({
  route: z.array(ZRouteStep),
  actions: z.array(z.string()),
});
export type TReqOrderDetail = z.infer<typeof ZReqOrderDetail>;

/** A line as the client sends it. */
export interface TReqLine {
  id?: number;
  packaging?: number | null;
  material?: number | null;
  qty?: number;
  comment?: string | null;
  [field: string]: unknown;
}
export interface TReqOrderAdd {
  no?: string;
  customer: number;
  warehouse: number;
  location?: number | null;
  items: TReqLine[];
  [field: string]: unknown;
}

/** API prefix and permission prefix of each kind. */
export const REQ_KINDS: Record<RequestKind, { path: string; permission: string; order: ResourceDef; line: ResourceDef }> = {
  tr: { path: trOrder.path, permission: 'inbound/trOrder', order: trOrder, line: trOrderLine },
  mr: { path: mrOrder.path, permission: 'outbound/mrOrder', order: mrOrder, line: mrOrderLine },
};

/** The route path of a flow action: `invUpdate` is `~inv/update`. */
export const flowRoute = (a: (typeof FLOW_ACTIONS)[number]) => (a === 'invUpdate' ? 'inv/update' : a);

/**
 * The permission each action needs: `<area>/<trOrder|mrOrder>/<perm>`. Line edits need `update`;
 * print needs `print`; the flow actions their own name (`invUpdate` for `~inv/update`).
 */
export const REQ_ACTION_PERMISSION: Record<RequestAction, string> = {
  cancel: 'cancel',
  ack: 'ack',
  transfer: 'transfer',
  invUpdate: 'invUpdate',
  delivery: 'delivery',
  close: 'close',
  update: 'update',
  addLine: 'update',
  updateLine: 'update',
  removeLine: 'update',
  delete: 'delete',
  print: 'print',
};
export const reqPermission = (kind: RequestKind, action: RequestAction | 'view' | 'add') =>
  `${REQ_KINDS[kind].permission}/${action === 'view' || action === 'add' ? action : REQ_ACTION_PERMISSION[action]}`;
