import { LABELS } from '@wms/contract/locales/index';
import { tableLocales } from '../shared/table/locales.ts';
import { countEn, countZh } from './count.ts';
import { inboundEn, inboundZh } from './inbound.ts';
import { inventoryEn, inventoryZh } from './inventory.ts';
import { journalEn, journalZh } from './journal.ts';
import { noticeEn, noticeZh } from './notice.ts';
import { outboundEn, outboundZh } from './outbound.ts';
import { outboundMuEn, outboundMuZh } from './outbound-mu.ts';
import { outboundTaskEn, outboundTaskZh } from './outboundTask.ts';
import { requestEn, requestZh } from './request.ts';
import { sysadminEn, sysadminZh } from './sysadmin.ts';
import { systaskEn, systaskZh } from './systask.ts';
import { transferEn, transferZh } from './transfer.ts';

/**
 * The contract's labels, then the strings of the console's screens (workflows, system
 * administration, the list table), later ones winning on a clash: loaded
 * with the console, not by the sign-in pages (app/consoleLocales.ts registers them).
 */
export const consoleZh: Record<string, string> = {
  ...LABELS.zh,
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
  ...tableLocales.zh,
};

export const consoleEn: Record<string, string | undefined> = {
  ...LABELS.en,
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
  ...tableLocales.en,
};
