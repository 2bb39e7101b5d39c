/**
 * Status codes of packaging request (transit) orders and material-request orders (spec §4, the
 * material-request flow). Which action moves which status where is flow.ts.
 */
export const REQ_STATUS = {
  cancelled: 0,
  ordered: 100,
  accepted: 200,
  customerStock: 300,
  transitStock: 400,
  preparing: 500,
  spotStock: 600,
  processing: 700,
  awaitingDelivery: 800,
  delivering: 900,
  completed: 1000,
} as const;
export type ReqStatusName = keyof typeof REQ_STATUS;
export type ReqStatus = (typeof REQ_STATUS)[ReqStatusName];
export const REQ_STATUS_CODES = Object.values(REQ_STATUS) as ReqStatus[];

export const REQ_STATUS_LABELS: Record<ReqStatus, { zh: string; en: string }> = {
  0: { zh: '已取消', en: 'Cancelled' },
  100: { zh: '已下单', en: 'Ordered' },
  200: { zh: '已接单', en: 'Accepted' },
  300: { zh: '客户库存', en: 'Customer stock' },
  400: { zh: '在途库存', en: 'In-transit stock' },
  500: { zh: '备货中', en: 'Preparing' },
  600: { zh: '现货库存', en: 'Spot stock' },
  700: { zh: '处理中', en: 'Processing' },
  800: { zh: '待发货', en: 'Awaiting delivery' },
  900: { zh: '配送中', en: 'Delivering' },
  1000: { zh: '已完成', en: 'Completed' },
};

export const reqStatusLabel = (s: number, lang: 'zh' | 'en') => REQ_STATUS_LABELS[s as ReqStatus]?.[lang] ?? String(s);

/** antd tag colour: cancelled grey, ordered green, completed blue-done, the rest in progress. */
export const reqStatusColor = (s: number) =>
  s === REQ_STATUS.cancelled
    ? 'default'
    : s === REQ_STATUS.ordered
      ? 'success'
      : s === REQ_STATUS.completed
        ? 'blue'
        : 'processing';
