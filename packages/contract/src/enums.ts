/**
 * Enumerations of spec §3. The codes are fixed here; their labels live in the dictionary
 * (seeded from `ENUM_LABELS`) so an administrator can relabel them.
 */
export const ENUMS = {
  locationType: ['receive', 'store', 'ship', 'wip', 'cross', 'bulk', 'picking', 'production', 'inspection'],
  packagingType: ['pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner', 'blisterTray', 'surroundBox'],
  containerType: ['pallet', 'trolley', 'turnoverBox', 'basket', 'other'],
  containerUse: ['inbound', 'pick', 'sow', 'sort', 'store', 'collect'],
  unitClass: ['weight', 'volume', 'quantity'],
  dockType: ['inbound', 'outbound', 'adjustment', 'unbind', 'scrap'],
  facilityType: ['dc', 'site', 'store'],
  /** Spec §3's six, plus transfer: a move between stock rows (location, warehouse or status), written as a −/+ pair. */
  ledgerType: ['inbound', 'outbound', 'adjustment', 'unbind', 'scrap', 'restore', 'transfer'],
  taskType: ['picking', 'packing', 'sealing'],
  /** Not in spec §3: what an LPN labels (see docs/decisions/printing-and-labels.md). */
  lpnType: ['inbound', 'outbound', 'shipBox'],
  /** A stock row is available, or held (barrier): on hand but never allocated. */
  stockStatus: ['available', 'barrier'],
  /** Spec §4's allocation strategies, in its order (docs/decisions/outbound-and-allocation.md "Outbound orders" pins each). */
  allocStrategy: ['fifo', 'qty', 'pallet', 'palletFifo'],
  /** Spec §4's shortage options: leave and raise an error; always allocate; leave and ignore the item. */
  shortagePolicy: ['error', 'always', 'ignore'],
  /** A multi-unit pallet of inbound order lines: nothing, part or all of it put away (modules/inbound, mu-*.ts). */
  muStatus: ['open', 'partial', 'stored'],
  /**
   * An audit-log line: a sign-in, a master-data change, a workflow action (modules/system/logs), or a call of an
   * API key that changed nothing (every call of a key is logged).
   */
  logKind: ['signin', 'data', 'action', 'read'],
  /** An API key: usable, past its expiry, or revoked (modules/system/apikeys). */
  apiKeyStatus: ['live', 'expired', 'revoked'],
  fileKind: ['image', 'pdf', 'office', 'archive', 'text'],
  messageStatus: ['open', 'answered'],
  /** Who holds our returnable packaging (container accounts, issue 28). */
  partnerKind: ['customer', 'consignee', 'consignor', 'carrier'],
  /** What moved it: out to the partner (+), back from it (−), or by hand with a reason. */
  postingKind: ['delivery', 'shipment', 'transitReceipt', 'receipt', 'correction', 'found', 'writeOff'],
  /** What a webhook tells another system (integration/webhook.ts, issue 35 §3). */
  webhookEvent: [
    'inbound.received',
    'inbound.stored',
    'outbound.shipped',
    'stock.adjusted',
    'stock.scrapped',
    'count.merged',
    'container.posted',
    'statement.issued',
    'statement.answered',
    'webhook.test',
  ],
  /** A webhook delivery: waiting (or between attempts), delivered, or given up after a day. */
  deliveryStatus: ['pending', 'delivered', 'failed'],
} as const satisfies Record<string, readonly string[]>;
export type EnumName = keyof typeof ENUMS;

type Labels = Record<string, { zh: string; en: string }>;
export const ENUM_LABELS: Record<EnumName, Labels> = {
  locationType: {
    receive: { zh: '收货', en: 'Receive' },
    store: { zh: '存储', en: 'Store' },
    ship: { zh: '发运', en: 'Ship' },
    wip: { zh: '在制', en: 'WIP' },
    cross: { zh: '越库', en: 'Cross-dock' },
    bulk: { zh: '散货', en: 'Bulk' },
    picking: { zh: '拣货', en: 'Picking' },
    production: { zh: '生产', en: 'Production' },
    inspection: { zh: '质检', en: 'Inspection' },
  },
  packagingType: {
    pallet: { zh: '托盘', en: 'Pallet' },
    palletLid: { zh: '托盘盖', en: 'Pallet lid' },
    plasticBox: { zh: '塑料箱', en: 'Plastic box' },
    plasticBoxLid: { zh: '塑料箱盖', en: 'Plastic box lid' },
    liner: { zh: '内衬', en: 'Liner' },
    blisterTray: { zh: '吸塑盘', en: 'Blister tray' },
    surroundBox: { zh: '围板箱', en: 'Surround-board box' },
  },
  containerType: {
    pallet: { zh: '托盘', en: 'Pallet' },
    trolley: { zh: '台车', en: 'Trolley' },
    turnoverBox: { zh: '周转箱', en: 'Turnover box' },
    basket: { zh: '筐', en: 'Basket' },
    other: { zh: '其他', en: 'Other' },
  },
  containerUse: {
    inbound: { zh: '入库', en: 'Inbound' },
    pick: { zh: '拣货', en: 'Pick' },
    sow: { zh: '播种', en: 'Sow' },
    sort: { zh: '分拣', en: 'Sort' },
    store: { zh: '存储', en: 'Store' },
    collect: { zh: '集货', en: 'Collect' },
  },
  unitClass: {
    weight: { zh: '重量', en: 'Weight' },
    volume: { zh: '体积', en: 'Volume' },
    quantity: { zh: '数量', en: 'Quantity' },
  },
  dockType: {
    inbound: { zh: '入库', en: 'Inbound' },
    outbound: { zh: '出库', en: 'Outbound' },
    adjustment: { zh: '调整', en: 'Adjustment' },
    unbind: { zh: '解绑', en: 'Unbind' },
    scrap: { zh: '报废', en: 'Scrap' },
  },
  facilityType: {
    dc: { zh: '配送中心', en: 'DC' },
    site: { zh: '厂区', en: 'Site' },
    store: { zh: '门店', en: 'Store' },
  },
  ledgerType: {
    inbound: { zh: '入库', en: 'Inbound' },
    outbound: { zh: '出库', en: 'Outbound' },
    adjustment: { zh: '调整', en: 'Adjustment' },
    unbind: { zh: '解绑', en: 'Unbind' },
    scrap: { zh: '报废', en: 'Scrap' },
    restore: { zh: '恢复', en: 'Restore' },
    transfer: { zh: '移库', en: 'Transfer' },
  },
  taskType: {
    picking: { zh: '拣货', en: 'Picking' },
    packing: { zh: '装箱', en: 'Packing' },
    sealing: { zh: '封箱', en: 'Sealing' },
  },
  muStatus: {
    open: { zh: '待上架', en: 'Open' },
    partial: { zh: '部分上架', en: 'Partly stored' },
    stored: { zh: '已上架', en: 'Stored' },
  },
  logKind: {
    signin: { zh: '登录', en: 'Sign-in' },
    data: { zh: '数据变更', en: 'Data change' },
    action: { zh: '业务操作', en: 'Workflow action' },
    read: { zh: '查询', en: 'Read' },
  },
  apiKeyStatus: {
    live: { zh: '有效', en: 'Live' },
    expired: { zh: '已过期', en: 'Expired' },
    revoked: { zh: '已吊销', en: 'Revoked' },
  },
  fileKind: {
    image: { zh: '图片', en: 'Image' },
    pdf: { zh: 'PDF 文档', en: 'PDF' },
    office: { zh: 'Office 文档', en: 'Office document' },
    archive: { zh: '压缩包', en: 'Zip archive' },
    text: { zh: '文本', en: 'Text' },
  },
  messageStatus: {
    open: { zh: '待回复', en: 'Awaiting reply' },
    answered: { zh: '已回复', en: 'Answered' },
  },
  partnerKind: {
    customer: { zh: '客户', en: 'Customer' },
    consignee: { zh: '收货人', en: 'Consignee' },
    consignor: { zh: '发货人', en: 'Consignor' },
    carrier: { zh: '承运商', en: 'Carrier' },
  },
  postingKind: {
    delivery: { zh: '要料发货', en: 'Delivery' },
    shipment: { zh: '出库发运', en: 'Shipment' },
    transitReceipt: { zh: '周转回收', en: 'Transit return' },
    receipt: { zh: '空箱入库', en: 'Empties received' },
    correction: { zh: '更正', en: 'Correction' },
    found: { zh: '找回', en: 'Found' },
    writeOff: { zh: '损失核销', en: 'Write-off' },
  },
  webhookEvent: {
    'inbound.received': { zh: '入库收货', en: 'Inbound received' },
    'inbound.stored': { zh: '入库上架', en: 'Inbound stored' },
    'outbound.shipped': { zh: '出库发运', en: 'Outbound shipped' },
    'stock.adjusted': { zh: '库存调整', en: 'Stock adjusted' },
    'stock.scrapped': { zh: '库存报废', en: 'Stock scrapped' },
    'count.merged': { zh: '盘点合并', en: 'Count merged' },
    'container.posted': { zh: '容器账记账', en: 'Container posting made' },
    'statement.issued': { zh: '对账单发出', en: 'Statement issued' },
    'statement.answered': { zh: '对账单回复', en: 'Statement answered' },
    'webhook.test': { zh: '测试事件', en: 'Test event' },
  },
  deliveryStatus: {
    pending: { zh: '待投递', en: 'Pending' },
    delivered: { zh: '已投递', en: 'Delivered' },
    failed: { zh: '已放弃', en: 'Given up' },
  },
  lpnType: {
    inbound: { zh: '入库 LPN', en: 'Inbound LPN' },
    outbound: { zh: '出库 LPN', en: 'Outbound LPN' },
    shipBox: { zh: '箱标签', en: 'Ship-box label' },
  },
  stockStatus: {
    available: { zh: '可用', en: 'Available' },
    barrier: { zh: '冻结', en: 'Barrier' },
  },
  allocStrategy: {
    fifo: { zh: '按上架时间先进先出', en: 'By put-away time (FIFO)' },
    qty: { zh: '按数量从小到大', en: 'By quantity, smallest first' },
    pallet: { zh: '整托匹配', en: 'Whole-pallet match' },
    palletFifo: { zh: '整托优先，余量先进先出', en: 'Whole pallets, then FIFO' },
  },
  shortagePolicy: {
    error: { zh: '缺货报错，不分配', en: 'Leave and raise an error' },
    always: { zh: '总是分配（可部分）', en: 'Always allocate (partly if short)' },
    ignore: { zh: '缺货行跳过', en: 'Leave and ignore the short item' },
  },
};
