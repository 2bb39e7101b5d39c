/**
 * Order status codes of spec §4, shared by inbound and outbound orders, with their labels and tag
 * colours (0 info, 10 success, 20–130 primary). 60, 110 and 120 carry the labels the spec shows.
 */
export const ORDER_STATUS = {
  cancelled: 0,
  new: 10,
  approval: 20,
  arrival: 30,
  unloaded: 40,
  received: 50,
  repacked: 60,
  stored: 70,
  allocated: 80,
  picked: 90,
  packed: 100,
  sealed: 110,
  loaded: 120,
  shipped: 130,
  finished: 200,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_CODES = Object.values(ORDER_STATUS) as OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  0: { zh: '已取消', en: 'Cancelled' },
  10: { zh: '新建', en: 'New' },
  20: { zh: '已审核', en: 'Approval' },
  30: { zh: '已到货', en: 'Arrival' },
  40: { zh: '已卸货', en: 'Unloaded' },
  50: { zh: '已收货', en: 'Received' },
  60: { zh: '已绑定', en: 'Bound' },
  70: { zh: '已上架', en: 'Stored' },
  80: { zh: '已分配', en: 'Allocated' },
  90: { zh: '已拣货', en: 'Picked' },
  100: { zh: '已包装', en: 'Packed' },
  110: { zh: '已缠膜', en: 'Pallet-wrapped' },
  120: { zh: '已出库', en: 'Outbound' },
  130: { zh: '已发运', en: 'Shipped' },
  200: { zh: '已完成', en: 'Finished' },
};

/** antd tag colour of a status (spec §4). */
export const orderStatusColor = (s: number) => (s === 0 ? 'default' : s === 10 ? 'success' : 'processing');

export const orderStatusLabel = (s: number, lang: 'zh' | 'en') => ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? String(s);
