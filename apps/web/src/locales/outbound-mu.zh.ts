/** Strings of the Outbound MU screen (features/outbound/mu), merged into console.zh.ts. Field labels come from the contract. */
export const outboundMuZh: Record<string, string> = {
  'outboundMu.shipTitle': '整托出库',
  'outboundMu.order': '出库单',
  'outboundMu.orderPlaceholder': '选择已分配的出库单',
  'outboundMu.scanLabel': '扫描托盘 LPN',
  'outboundMu.scanPlaceholder': '选择出库单后扫描托盘标签',
  'outboundMu.shipped': '托盘 {{lpn}} 已出库：{{rows}} 行，共 {{qty}}',
  'outboundMu.orderOut': '出库单 {{no}} 已全部出库',
  'outboundMu.remaining': '出库单 {{no}} 还有 {{remaining}} 条分配待出库',
};
