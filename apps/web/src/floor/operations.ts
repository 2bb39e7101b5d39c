import { grants } from '@wms/contract/permissions';

/** An operation of the floor, at /floor/<key>, shown to those holding its permission. */
export interface FloorOperation {
  key: string;
  permission: string;
  /** Colours the tile by the part of the warehouse's flow it belongs to. */
  family: 'inbound' | 'inventory' | 'outbound';
}

export const OPERATIONS: readonly FloorOperation[] = [
  { key: 'receive', permission: 'inbound/ibOrder/scan', family: 'inbound' },
  { key: 'putaway', permission: 'inbound/ibOrder/store', family: 'inbound' },
  { key: 'move', permission: 'inventory/stock/move', family: 'inventory' },
  { key: 'pick', permission: 'outbound/obTask/work', family: 'outbound' },
  { key: 'pack', permission: 'outbound/obTask/work', family: 'outbound' },
  { key: 'seal', permission: 'outbound/obTask/work', family: 'outbound' },
  { key: 'count', permission: 'inventory/count/count', family: 'inventory' },
  { key: 'lookup', permission: 'inventory/stock/view', family: 'inventory' },
];

export function permittedOperations(permissions: readonly string[] | undefined): FloorOperation[] {
  return OPERATIONS.filter((op) => grants(permissions ?? [], op.permission));
}
