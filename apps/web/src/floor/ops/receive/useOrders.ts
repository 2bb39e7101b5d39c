import { useCallback, useEffect, useRef, useState } from 'react';
import { FloorApiError } from '../../floorApi.ts';
import { keptName, readKept, useRefreshOnline } from '../../offline/keptRead.ts';
import { type IbOrder, type IbOrderHead, orderDetail, ordersIn } from './inboundOrders.ts';

/** Details read at once: the list's progress fills in without a burst of 50 requests on the handheld's Wi-Fi. */
const DETAILS_AT_ONCE = 2;

export interface OrderList {
  /** Undefined while the first page loads. */
  orders: IbOrderHead[] | undefined;
  /** Each listed order's lines, as they arrive: the header carries no line progress. */
  details: ReadonlyMap<number, IbOrder>;
  error: FloorApiError | undefined;
  reload: () => void;
}

/** The newest orders in `statuses`, then their details a few at a time. */
export function useOrders(statuses: readonly number[]): OrderList {
  const [orders, setOrders] = useState<IbOrderHead[]>();
  const [details, setDetails] = useState<ReadonlyMap<number, IbOrder>>(new Map());
  const [error, setError] = useState<FloorApiError>();
  const [round, setRound] = useState(0);
  const wanted = useRef(statuses);

  useEffect(() => {
    // `round` asks for a fresh list (after a worker's "done").
    void round;
    const abort = new AbortController();
    const { signal } = abort;
    setError(undefined);
    readKept(keptName.ibOrders(wanted.current), () => ordersIn(wanted.current)).then(
      async (heads) => {
        if (signal.aborted) return;
        setOrders(heads);
        setDetails(new Map());
        const queue = [...heads];
        const next = async (): Promise<void> => {
          const head = queue.shift();
          if (!head || signal.aborted) return;
          // A detail that fails leaves its row without progress; the order still opens.
          const detail = await orderDetail(head.id, signal).catch(() => undefined);
          if (detail && !signal.aborted) setDetails((m) => new Map(m).set(head.id, detail));
          return next();
        };
        await Promise.all(Array.from({ length: DETAILS_AT_ONCE }, next));
      },
      (e: unknown) => {
        if (!signal.aborted) setError(e instanceof FloorApiError ? e : new FloorApiError(String(e), 0));
      },
    );
    return () => abort.abort();
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  useRefreshOnline(keptName.ibOrders(wanted.current), reload);
  return { orders, details, error, reload };
}
