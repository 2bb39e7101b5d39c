/** Strings of the stock journal screen (features/inventory/journal), merged into console.zh.ts. Field labels come from the contract. */
export const journalZh: Record<string, string> = {
  'journal.sum': '汇总',
  'journal.inbound': '入库',
  'journal.outbound': '出库',
  'journal.delivery': '发货',
  'journal.range': '日期范围',
};
