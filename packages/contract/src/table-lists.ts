import { ctrBalance, ctrPosting } from './containers/container-account.ts';
import { ctrStatement } from './containers/statement.ts';
import { ibOrder } from './inbound/ib-order.ts';
import { ibMu } from './inbound/mu.ts';
import { tfOrder } from './inbound/tf-order.ts';
import { webhookDelivery } from './integration/webhook.ts';
import { countTask } from './inventory/count.ts';
import { journalDelivery, stockJournal } from './inventory/journal.ts';
import { invMu } from './inventory/mu.ts';
import { obMu } from './outbound/mu.ts';
import { obOrder } from './outbound/ob-order.ts';
import { obTask } from './outbound/task.ts';
import { mrOrder, trOrder } from './request/req-order.ts';
import { auditColumnNames, type ResourceDef } from './resource.ts';
import { RESOURCES } from './resources/index.ts';
import { stock, stockLedger, stockScrapped } from './stock.ts';
import { STOCK_BY_LOCATION, STOCK_BY_SKU, STOCK_ROWS_BY_LOCATION } from './stock-views.ts';
import { sysUser } from './system.ts';
import { sysApiKey } from './system-apikey.ts';
import { sysFile } from './system-file.ts';
import { sysLog } from './system-log.ts';
import { sysDict } from './system-menu.ts';
import { sysMessage } from './system-message.ts';

/**
 * The lists whose default columns the table configuration (`/system/table`) sets, by resource name:
 * every list the console draws (each asks `/system/table/_get` for its default; table-lists.test.ts).
 */
export const TABLE_LISTS: readonly ResourceDef[] = [
  ...RESOURCES,
  stock,
  stockScrapped,
  STOCK_BY_SKU,
  STOCK_BY_LOCATION,
  STOCK_ROWS_BY_LOCATION,
  stockLedger,
  stockJournal,
  journalDelivery,
  invMu,
  countTask,
  ibOrder,
  ibMu,
  tfOrder,
  trOrder,
  obOrder,
  obTask,
  obMu,
  mrOrder,
  ctrBalance,
  ctrPosting,
  ctrStatement,
  sysUser,
  sysDict,
  sysLog,
  sysFile,
  sysMessage,
  sysApiKey,
  webhookDelivery,
];

export function tableList(name: string): ResourceDef | undefined {
  return TABLE_LISTS.find((d) => d.name === name);
}

/** Every column a list's settings may name: its fields and the audit columns its rows carry (none it lacks: it could neither show nor sort it). */
export function tableColumnNames(def: ResourceDef): string[] {
  return [...def.fields.map((f) => f.name), ...auditColumnNames(def)];
}
