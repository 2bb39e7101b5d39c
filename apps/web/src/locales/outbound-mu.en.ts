/** Strings of the Outbound MU screen (features/outbound/mu), merged into console.en.ts. Field labels come from the contract. */
export const outboundMuEn: Record<string, string> = {
  'outboundMu.shipTitle': 'Ship whole pallets',
  'outboundMu.order': 'Outbound order',
  'outboundMu.orderPlaceholder': 'Choose an allocated outbound order',
  'outboundMu.scanLabel': 'Scan pallet LPN',
  'outboundMu.scanPlaceholder': 'Choose the order, then scan the pallet label',
  'outboundMu.shipped': 'Pallet {{lpn}} shipped: {{rows}} rows, {{qty}} in all',
  'outboundMu.orderOut': 'Outbound order {{no}} is now fully out',
  'outboundMu.remaining': 'Outbound order {{no}} has {{remaining}} allocations still to ship',
};
