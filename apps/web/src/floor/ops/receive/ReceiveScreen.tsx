import { orderStatusLabel } from '@wms/contract/inbound/status';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, floorQueue } from '../../floorApi.ts';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { IB_ORDER_PATH, type IbOrderHead, orderDetail, scannedOrder } from './inboundOrders.ts';
import { LineRows } from './LineRows.tsx';
import { OrderRows } from './OrderRows.tsx';
import {
  RECEIVE_START,
  RECEIVE_STATUSES,
  receivable,
  receivedLines,
  receivePrompt,
  receiveReducer,
  type ScannedLine,
} from './receiveFlow.ts';
import { useOrders } from './useOrders.ts';

const SCAN_URL = `${IB_ORDER_PATH}/~scan`;

/** /floor/receive: an order, then its goods scanned in, each scan counted by the server on its line. */
export function ReceiveScreen() {
  const { t, i18n } = useTranslation();
  const fb = useFeedback();
  const toLogin = useToLogin();
  const [state, dispatch] = useReducer(receiveReducer, RECEIVE_START);
  const [qty, setQty] = useState(1);
  const list = useOrders(RECEIVE_STATUSES);
  // One order opening at a time: a second scan while the first is read would race it.
  const opening = useRef(false);

  /** A 401 is a session ended mid-shift: sign in and come back, rather than an error to acknowledge. */
  const refused = (status: number, message: string) => (status === 401 ? toLogin() : fb.error(message));

  const failed = (e: unknown) => {
    const err = e instanceof FloorApiError ? e : new FloorApiError(String(e), 0);
    refused(err.status, err.message);
  };

  const open = async (head: IbOrderHead) => {
    if (!receivable(head.status)) {
      const status = orderStatusLabel(head.status, i18n.language === 'en' ? 'en' : 'zh');
      fb.error(t('floor.receive.closed', { no: head.no, status }));
      return;
    }
    const order = await orderDetail(head.id);
    dispatch({ type: 'open', order });
    fb.ok(t('floor.inbound.opened', { no: order.no }));
  };

  const run = async (work: () => Promise<void>) => {
    if (opening.current) return;
    opening.current = true;
    try {
      await work();
    } catch (e) {
      failed(e);
    } finally {
      opening.current = false;
    }
  };

  const scanOrder = (code: string) =>
    run(async () => {
      fb.pending(t('floor.inbound.finding', { no: code }));
      const head = await scannedOrder(list.orders ?? [], code);
      if (head) await open(head);
      else fb.error(t('floor.inbound.unknown', { no: code }));
    });

  const scanGoods = (orderId: number, orderNo: string, code: string) => {
    const { outcome } = floorQueue.enqueue(
      SCAN_URL,
      { id: orderId, code, qty },
      t('floor.receive.call', { no: orderNo, code, qty }),
    );
    fb.pending(t('floor.receive.sent', { code, qty }));
    void outcome.then((o) => {
      if (o.kind === 'refused') {
        refused(o.status, o.message);
        return;
      }
      const line = (o.reply as { data?: { line?: ScannedLine } } | undefined)?.data?.line;
      if (!line) return fb.ok(t('floor.receive.sent', { code, qty }));
      dispatch({ type: 'received', orderId, line });
      fb.ok(t('floor.receive.received', { sku: line.skuLabel ?? code, recv: line.recvQty, ship: line.shipQty }));
    });
  };

  const prompt = t(receivePrompt(state));

  if (state.step === 'order') {
    const orders = list.orders;
    return (
      <div className="floor-kit-stack">
        <FeedbackBanner feedback={fb} />
        <ScanField prompt={prompt} onScan={(code) => void scanOrder(code)} feedback={fb} />
        <RefusedCalls />
        {list.error ? (
          <>
            <p className="floor-error">{list.error.message}</p>
            <BigButton tone="plain" onClick={list.reload}>
              {t('floor.inbound.retry')}
            </BigButton>
          </>
        ) : !orders ? (
          <p className="floor-note">{t('floor.inbound.loading')}</p>
        ) : orders.length === 0 ? (
          <p className="floor-note">{t('floor.receive.none')}</p>
        ) : (
          <OrderRows
            orders={orders}
            progress={(o) => {
              const d = list.details.get(o.id);
              return d ? t('floor.receive.lines', receivedLines(d.items)) : null;
            }}
            onPick={(o) => void run(() => open(o))}
          />
        )}
      </div>
    );
  }

  const { order } = state;
  return (
    <div className="floor-kit-stack">
      <p className="floor-stock-head">
        <span className="floor-code">{order.no}</span>
        <span className="floor-stock-qty">{t('floor.receive.lines', receivedLines(order.items))}</span>
      </p>
      <FeedbackBanner feedback={fb} />
      <ScanField prompt={prompt} onScan={(code) => scanGoods(order.id, order.no, code)} feedback={fb} />
      <QtyField label={t('floor.inbound.qty')} value={qty} onChange={setQty} min={1} />
      <RefusedCalls />
      <LineRows lines={order.items} qty={(l) => t('floor.receive.lineQty', { recv: l.recvQty, ship: l.shipQty })} />
      <BigButton
        tone="plain"
        onClick={() => {
          dispatch({ type: 'done' });
          list.reload();
        }}
      >
        {t('floor.receive.done')}
      </BigButton>
    </div>
  );
}
