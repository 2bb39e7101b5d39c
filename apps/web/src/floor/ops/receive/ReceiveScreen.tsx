import { orderStatusLabel } from '@wms/contract/inbound/status';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, floorQueue } from '../../floorApi.ts';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useLocalRefusal } from '../../kit/useLocalRefusal.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { keptName } from '../../offline/keptNames.ts';
import { OfflineHint } from '../../offline/OfflineHint.tsx';
import { readCode } from '../../scan/scanRead.ts';
import { IB_ORDER_PATH, type IbOrderHead, orderDetail, scannedOrder } from './inboundOrders.ts';
import { LineRows } from './LineRows.tsx';
import { OrderRows } from './OrderRows.tsx';
import {
  RECEIVE_START,
  RECEIVE_STATUSES,
  receivable,
  receivedLines,
  receivedUnits,
  receivePrompt,
  receiveReducer,
  type ScannedLine,
} from './receiveFlow.ts';
import { labelNotes, receiveCall } from './receiveScan.ts';
import { useOrders } from './useOrders.ts';

const SCAN_URL = `${IB_ORDER_PATH}/~scan`;

/**
 * /floor/receive: an order, then its goods scanned in, each scan counted by the server on its line:
 * the quantity typed, else a carton label's count, else 1.
 */
export function ReceiveScreen() {
  const { t, i18n } = useTranslation();
  const fb = useFeedback();
  const toLogin = useToLogin();
  const [state, dispatch] = useReducer(receiveReducer, RECEIVE_START);
  // Typed by the worker: sent with every scan until given up; else the label's count, else 1.
  const [typed, setTyped] = useState<number>();
  const refusal = useLocalRefusal(fb);
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
    const read = readCode(code);
    if (read.problem) return refusal.refuse(t('floor.task.badCode', { code: read.code, problem: read.problem }));
    // A pallet label names no goods: put away whole, not received. A logistic unit's label with
    // the GTIN it holds (02) is received as that product, by its count (37).
    if (read.sscc && !read.gtin) return refusal.refuse(t('floor.receive.pallet', { code: read.code }));
    const shown = read.gtin ?? read.code;
    const { body, qty } = receiveCall(orderId, read, typed);
    const notes = labelNotes(read, typed).map((n) => t(n.key, n.params));
    const words = (text: string) => [text, ...notes].join(' · ');
    const { outcome } = floorQueue.enqueue(SCAN_URL, body, t('floor.receive.call', { no: orderNo, code: shown, qty }));
    fb.pending(words(t('floor.receive.sent', { code: shown, qty })));
    void outcome.then((o) => {
      if (o.kind === 'refused') {
        refused(o.status, o.message);
        return;
      }
      const line = (o.reply as { data?: { line?: ScannedLine } } | undefined)?.data?.line;
      if (!line) return fb.ok(words(t('floor.receive.sent', { code: shown, qty })));
      dispatch({ type: 'received', orderId, line });
      fb.ok(words(t('floor.receive.received', { sku: line.skuLabel ?? shown, recv: line.recvQty, ship: line.shipQty })));
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
        <OfflineHint name={keptName.ibOrders(RECEIVE_STATUSES)} />
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
    <DockScreen
      dock={
        <BigButton
          tone="plain"
          onClick={() => {
            dispatch({ type: 'done' });
            list.reload();
          }}
        >
          {t('floor.receive.done')}
        </BigButton>
      }
    >
      <p className="floor-stock-head">
        <span className="floor-code">{order.no}</span>
        <span className="floor-stock-qty">{t('floor.receive.lines', receivedLines(order.items))}</span>
        <span className="floor-stock-qty">{t('floor.receive.units', receivedUnits(order.items))}</span>
      </p>
      <FeedbackBanner feedback={fb} />
      <ScanField prompt={prompt} {...refusal.scanProps((code) => scanGoods(order.id, order.no, code))} />
      <QtyField
        label={t(typed === undefined ? 'floor.receive.qtyAuto' : 'floor.inbound.qty')}
        value={typed ?? 1}
        onChange={setTyped}
        min={1}
      />
      {typed !== undefined && (
        <BigButton tone="plain" onClick={() => setTyped(undefined)}>
          {t('floor.receive.qtyFromLabel')}
        </BigButton>
      )}
      <RefusedCalls />
      <LineRows lines={order.items} qty={(l) => t('floor.receive.lineQty', { recv: l.recvQty, ship: l.shipQty })} />
    </DockScreen>
  );
}
