import fs from 'node:fs';
import path from 'node:path';
import { ctrBalance, ctrPosting } from '@wms/contract/containers/container-account';
import { ctrStatement } from '@wms/contract/containers/statement';
import { ibOrder } from '@wms/contract/inbound/ib-order';
import { ibMu } from '@wms/contract/inbound/mu';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { webhookDelivery } from '@wms/contract/integration/webhook';
import { countTask } from '@wms/contract/inventory/count';
import { journalDelivery, stockJournal } from '@wms/contract/inventory/journal';
import { invMu } from '@wms/contract/inventory/mu';
import { obMu } from '@wms/contract/outbound/mu';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { obTask } from '@wms/contract/outbound/task';
import { REQ_KINDS } from '@wms/contract/request/req-order';
import type { ResourceDef } from '@wms/contract/resource';
import { RESOURCES } from '@wms/contract/resources/index';
import { stock, stockLedger, stockScrapped } from '@wms/contract/stock';
import { STOCK_BY_LOCATION, STOCK_BY_SKU, STOCK_ROWS_BY_LOCATION } from '@wms/contract/stock-views';
import { sysUser } from '@wms/contract/system';
import { sysApiKey } from '@wms/contract/system-apikey';
import { sysFile } from '@wms/contract/system-file';
import { sysLog } from '@wms/contract/system-log';
import { sysDict } from '@wms/contract/system-menu';
import { sysMessage } from '@wms/contract/system-message';
import { tableColumnNames, tableList } from '@wms/contract/table-lists';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '../../features');

/** Each screen that draws a ListTable, by file under features/, and the definitions it draws. */
const SCREEN_LISTS: Record<string, readonly ResourceDef[]> = {
  'system/demo/DemoPage.tsx': RESOURCES,
  'masterdata/ResourcePage.tsx': RESOURCES,
  'inventory/stock/StockPage.tsx': [stock, stockScrapped, STOCK_BY_SKU, STOCK_BY_LOCATION, STOCK_ROWS_BY_LOCATION],
  'inventory/stock/LedgerPage.tsx': [stockLedger],
  'containers/BalancePage.tsx': [ctrBalance],
  'containers/PostingList.tsx': [ctrPosting],
  'containers/statements/StatementPage.tsx': [ctrStatement],
  'inventory/journal/JournalPage.tsx': [stockJournal, journalDelivery],
  'inventory/mu/InventoryMuPage.tsx': [invMu],
  'inventory/count/CountTaskPage.tsx': [countTask],
  'inbound/orders/OrderListPage.tsx': [ibOrder],
  'inbound/mu/InboundMuPage.tsx': [ibMu],
  'inbound/transfer/TransferOrderPage.tsx': [tfOrder],
  'requests/RequestListPage.tsx': Object.values(REQ_KINDS).map((k) => k.order),
  'outbound/orders/OrderListPage.tsx': [obOrder],
  'outbound/tasks/TaskListScreen.tsx': [obTask],
  'outbound/mu/OutboundMuPage.tsx': [obMu],
  'system/users/UserPage.tsx': [sysUser],
  'system/dictionary/DictPage.tsx': [sysDict],
  'system/logs/LogPage.tsx': [sysLog],
  'system/files/FilePage.tsx': [sysFile],
  'system/messages/MessagePage.tsx': [sysMessage],
  'system/apikeys/ApiKeyPage.tsx': [sysApiKey],
  'system/webhooks/DeliveryList.tsx': [webhookDelivery],
};

function screensWithListTable(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    if (!e.isFile() || !e.name.endsWith('.tsx') || e.name.includes('.test.')) return [];
    const file = path.join(e.parentPath, e.name);
    return /<ListTable\b/.test(fs.readFileSync(file, 'utf8')) ? [path.relative(FEATURES, file).split(path.sep).join('/')] : [];
  });
}

// Every list asks `/system/table/_get` for its default under its definition's name; an unknown name answers 400 (issue 26 item 10).
describe('the lists the console draws', () => {
  it('are all named here (a new list screen adds its definitions)', () => {
    expect(screensWithListTable(FEATURES).sort()).toEqual(Object.keys(SCREEN_LISTS).sort());
  });

  it('are each known to the table configuration, with the same columns', () => {
    for (const def of Object.values(SCREEN_LISTS).flat()) {
      const known = tableList(def.name);
      expect(known, def.name).toBeDefined();
      expect(tableColumnNames(known!), def.name).toEqual(tableColumnNames(def));
    }
  });
});
