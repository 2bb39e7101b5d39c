import { grantsAll } from '@wms/contract/permissions';

/** An operation of the floor, at /floor/<key>, shown to those holding every permission its calls need. */
export interface FloorOperation {
  key: string;
  /** The operation's write first, then the reads its screen makes (lists, details, the look-up of a location). */
  permissions: readonly string[];
  /** Colours the tile by the part of the warehouse's flow it belongs to. */
  family: 'inbound' | 'inventory' | 'outbound';
}

const TASK_WORK = ['outbound/obTask/work', 'outbound/obTask/view'];

export const OPERATIONS: readonly FloorOperation[] = [
  { key: 'receive', permissions: ['inbound/ibOrder/scan', 'inbound/ibOrder/view'], family: 'inbound' },
  {
    key: 'putaway',
    permissions: ['inbound/ibOrder/store', 'inbound/ibOrder/view', 'inventory/stock/view'],
    family: 'inbound',
  },
  { key: 'move', permissions: ['inventory/stock/move', 'inventory/stock/view'], family: 'inventory' },
  { key: 'pick', permissions: TASK_WORK, family: 'outbound' },
  { key: 'pack', permissions: TASK_WORK, family: 'outbound' },
  { key: 'seal', permissions: TASK_WORK, family: 'outbound' },
  { key: 'count', permissions: ['inventory/count/count', 'inventory/count/view'], family: 'inventory' },
  { key: 'lookup', permissions: ['inventory/stock/view'], family: 'inventory' },
];

export function permittedOperations(permissions: readonly string[] | undefined): FloorOperation[] {
  return OPERATIONS.filter((op) => grantsAll(permissions ?? [], op.permissions));
}
