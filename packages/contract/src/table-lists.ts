import { ibOrder } from './inbound/ib-order.ts';
import { obOrder } from './outbound/ob-order.ts';
import { obTask } from './outbound/task.ts';
import { auditColumnNames, type ResourceDef } from './resource.ts';
import { RESOURCES } from './resources/index.ts';
import { stock, stockLedger } from './stock.ts';
import { sysUser } from './system.ts';
import { sysLog } from './system-log.ts';

/** The lists whose default columns the table configuration (`/system/table`) sets, by resource name. */
export const TABLE_LISTS: readonly ResourceDef[] = [...RESOURCES, stock, stockLedger, ibOrder, obOrder, obTask, sysUser, sysLog];

export function tableList(name: string): ResourceDef | undefined {
  return TABLE_LISTS.find((d) => d.name === name);
}

/** Every column a list's settings may name: its fields and the audit columns its rows carry (none it lacks: it could neither show nor sort it). */
export function tableColumnNames(def: ResourceDef): string[] {
  return [...def.fields.map((f) => f.name), ...auditColumnNames(def)];
}
