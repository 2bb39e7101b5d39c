import { en as labels } from '@wms/contract/locales/en';
import { apikeyEn } from './apikey.en.ts';
import { containerStatementsEn } from './containerStatements.en.ts';
import { containersEn } from './containers.en.ts';
import { countEn } from './count.en.ts';
import { inboundEn } from './inbound.en.ts';
import { inventoryEn } from './inventory.en.ts';
import { journalEn } from './journal.en.ts';
import { noticeEn } from './notice.en.ts';
import { outboundEn } from './outbound.en.ts';
import { outboundMuEn } from './outbound-mu.en.ts';
import { outboundTaskEn } from './outboundTask.en.ts';
import { requestEn } from './request.en.ts';
import { sysadminEn } from './sysadmin.en.ts';
import { systaskEn } from './systask.en.ts';
import { tableEn } from './table.en.ts';
import { transferEn } from './transfer.en.ts';
import { webhookEn } from './webhook.en.ts';

/**
 * The contract's labels, then the strings of the console's screens (workflows, system
 * administration, the list table), later ones winning on a clash, in English: loaded with the
 * console when it is shown in English, not by the sign-in pages (app/consoleLocales.ts).
 */
export const consoleEn: Record<string, string | undefined> = {
  ...labels,
  ...apikeyEn,
  ...containersEn,
  ...containerStatementsEn,
  ...countEn,
  ...inboundEn,
  ...inventoryEn,
  ...journalEn,
  ...noticeEn,
  ...outboundEn,
  ...outboundMuEn,
  ...outboundTaskEn,
  ...requestEn,
  ...sysadminEn,
  ...systaskEn,
  ...transferEn,
  ...webhookEn,
  ...tableEn,
};
