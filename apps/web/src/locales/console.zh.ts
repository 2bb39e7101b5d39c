import { zh as labels } from '@wms/contract/locales/zh';
import { apikeyZh } from './apikey.zh.ts';
import { containerStatementsZh } from './containerStatements.zh.ts';
import { containersZh } from './containers.zh.ts';
import { countZh } from './count.zh.ts';
import { inboundZh } from './inbound.zh.ts';
import { inventoryZh } from './inventory.zh.ts';
import { journalZh } from './journal.zh.ts';
import { noticeZh } from './notice.zh.ts';
import { outboundZh } from './outbound.zh.ts';
import { outboundMuZh } from './outbound-mu.zh.ts';
import { outboundTaskZh } from './outboundTask.zh.ts';
import { requestZh } from './request.zh.ts';
import { sysadminZh } from './sysadmin.zh.ts';
import { systaskZh } from './systask.zh.ts';
import { tableZh } from './table.zh.ts';
import { transferZh } from './transfer.zh.ts';
import { webhookZh } from './webhook.zh.ts';

/**
 * The contract's labels, then the strings of the console's screens (workflows, system
 * administration, the list table), later ones winning on a clash, in Chinese: loaded with the
 * console when it is shown in Chinese, not by the sign-in pages (app/consoleLocales.ts).
 */
export const consoleZh: Record<string, string> = {
  ...labels,
  ...apikeyZh,
  ...containersZh,
  ...containerStatementsZh,
  ...countZh,
  ...inboundZh,
  ...inventoryZh,
  ...journalZh,
  ...noticeZh,
  ...outboundZh,
  ...outboundMuZh,
  ...outboundTaskZh,
  ...requestZh,
  ...sysadminZh,
  ...systaskZh,
  ...transferZh,
  ...webhookZh,
  ...tableZh,
};
