import type { journalZh } from './journal.zh.ts';

/** Strings of the stock journal screen (features/inventory/journal), merged into console.en.ts. Field labels come from the contract. */
export const journalEn: typeof journalZh = {
  'journal.sum': 'All movements',
  'journal.inbound': 'Inbound',
  'journal.outbound': 'Outbound',
  'journal.delivery': 'Deliveries',
  'journal.range': 'Date range',
};
