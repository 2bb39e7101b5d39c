import type { TFloorLookup } from '@wms/contract/floor';
import { useReducer, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, type FloorReply, floorGet, floorQueue } from '../../floorApi.ts';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { keptName } from '../../offline/keptNames.ts';
import { OfflineHint } from '../../offline/OfflineHint.tsx';
import {
  IB_ORDER_PATH,
  type IbLine,
  type IbOrder,
  type IbOrderHead,
  orderDetail,
  scannedOrder,
} from '../receive/inboundOrders.ts';
import { LineRows } from '../receive/LineRows.tsx';
import { OrderRows } from '../receive/OrderRows.tsx';
import { useOrders } from '../receive/useOrders.ts';
import {
  hasPutaway,
  judgeLocation,
  matchLine,
  openLines,
  openQty,
  PUTAWAY_LIST_STATUSES,
  PUTAWAY_START,
  type PutawayState,
  putawayPrompt,
  putawayReducer,
  type StoreLocation,
  storeBody,
} from './putawayFlow.ts';

const STORE_URL = `${IB_ORDER_PATH}/~store`;

/** /floor/putaway: an order with received goods, then per item its line and the location it went to. */
export function PutawayScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const toLogin = useToLogin();
  const [state, dispatch] = useReducer(putawayReducer, PUTAWAY_START);
  const list = useOrders(PUTAWAY_LIST_STATUSES);
  // The state a lookup's answer lands in: the worker may have moved on while it was on its way.
  const current = useRef<PutawayState>(state);
  current.current = state;
  const busy = useRef(false);

  /** A 401 is a session ended mid-shift: sign in and come back, rather than an error to acknowledge. */
  const refused = (status: number, message: string) => (status === 401 ? toLogin() : fb.error(message));

  const failed = (e: unknown) => {
    const err = e instanceof FloorApiError ? e : new FloorApiError(String(e), 0);
    refused(err.status, err.message);
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (e) {
      failed(e);
    } finally {
      busy.current = false;
    }
  };

  const open = async (head: IbOrderHead) => {
    const order = await orderDetail(head.id);
    if (openLines(order, []).length === 0) {
      fb.error(t('floor.putaway.nothing', { no: order.no }));
      return;
    }
    dispatch({ type: 'open', order });
    fb.ok(t('floor.inbound.opened', { no: order.no }));
  };

  const scanOrder = (code: string) =>
    run(async () => {
      fb.pending(t('floor.inbound.finding', { no: code }));
      const head = await scannedOrder(list.orders ?? [], code);
      if (head) await open(head);
      else fb.error(t('floor.inbound.unknown', { no: code }));
    });

  const scanItem = (order: IbOrder, pending: Parameters<typeof matchLine>[1], code: string) => {
    const found = matchLine(order, pending, code);
    if (found.kind === 'line') {
      dispatch({ type: 'pick', line: found.line });
      fb.ok(t('floor.putaway.item', { sku: found.line.skuLabel ?? code, qty: openQty(found.line, pending) }));
    } else {
      fb.error(t(found.kind === 'stored' ? 'floor.putaway.allStored' : 'floor.putaway.noMatch', { code }));
    }
  };

  const store = (order: IbOrder, line: IbLine, qty: number, location: StoreLocation) => {
    const sku = line.skuLabel ?? '';
    const { call, outcome } = floorQueue.enqueue(
      STORE_URL,
      storeBody(order, line, qty, location),
      t('floor.putaway.call', { no: order.no, sku, qty, location: location.code }),
    );
    dispatch({ type: 'sent', key: call.key, line: line.id, qty });
    fb.pending(t('floor.putaway.sent', { sku, qty, location: location.code }));
    void outcome.then((o) => {
      if (o.kind === 'refused') {
        dispatch({ type: 'settled', key: call.key });
        refused(o.status, o.message);
        return;
      }
      const detail = (o.reply as FloorReply | undefined)?.data as IbOrder | undefined;
      dispatch({ type: 'settled', key: call.key, ...(detail?.items ? { order: detail } : {}) });
      fb.ok(t('floor.putaway.stored', { sku, qty, location: location.code }));
    });
  };

  const scanLocation = (code: string) =>
    run(async () => {
      const asked = current.current;
      if (asked.step !== 'location' && asked.step !== 'confirm') return;
      fb.pending(t('floor.putaway.checking', { code }));
      const reply = await floorGet<FloorReply & { data: TFloorLookup }>(
        `/inventory/floor/~lookup?code=${encodeURIComponent(code)}`,
      );
      const now = current.current;
      // Given up (back, done) while the lookup was out: the answer is for a line no longer asked about.
      if ((now.step !== 'location' && now.step !== 'confirm') || now.line.id !== asked.line.id) return;
      const verdict = judgeLocation(reply.data, now.order, now.line);
      switch (verdict.kind) {
        case 'store':
          return store(now.order, now.line, now.qty, verdict.location);
        case 'other':
          dispatch({ type: 'confirm', location: verdict.location });
          return fb.warn(t('floor.putaway.notSuggested', { location: verdict.suggested }));
        case 'notLocation':
          return fb.error(t('floor.putaway.notLocation', { code }));
        case 'otherWarehouse':
          return fb.error(t('floor.putaway.otherWarehouse', { code: verdict.code, warehouse: now.order.warehouseLabel ?? '' }));
      }
    });

  const prompt = t(putawayPrompt(state));

  if (state.step === 'order') {
    const orders = list.orders?.filter((o) => hasPutaway(o, list.details.get(o.id)));
    return (
      <div className="floor-kit-stack">
        <FeedbackBanner feedback={fb} />
        <ScanField prompt={prompt} onScan={(code) => void scanOrder(code)} feedback={fb} />
        <RefusedCalls />
        <OfflineHint name={keptName.ibOrders(PUTAWAY_LIST_STATUSES)} />
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
          <p className="floor-note">{t('floor.putaway.none')}</p>
        ) : (
          <OrderRows
            orders={orders}
            progress={(o) => {
              const d = list.details.get(o.id);
              return d ? t('floor.putaway.lines', { count: openLines(d, []).length }) : null;
            }}
            onPick={(o) => void run(() => open(o))}
          />
        )}
      </div>
    );
  }

  const { order, pending } = state;
  const remaining = openLines(order, pending);
  const done = (
    <BigButton
      tone="plain"
      onClick={() => {
        dispatch({ type: 'done' });
        list.reload();
      }}
    >
      {t('floor.putaway.done')}
    </BigButton>
  );
  const header = (
    <p className="floor-stock-head">
      <span className="floor-code">{order.no}</span>
      <span className="floor-stock-qty">{t('floor.putaway.lines', { count: remaining.length })}</span>
    </p>
  );

  if (state.step === 'item') {
    return (
      <div className="floor-kit-stack">
        {header}
        <FeedbackBanner feedback={fb} />
        <ScanField prompt={prompt} onScan={(code) => scanItem(order, pending, code)} feedback={fb} />
        <RefusedCalls />
        {remaining.length === 0 ? (
          <p className="floor-note">{t('floor.putaway.allDone')}</p>
        ) : (
          <LineRows
            lines={remaining}
            qty={(l) => t('floor.putaway.open', { qty: openQty(l, pending) })}
            facts={(l) => <LineFacts line={l} withLocation />}
            onPick={(line) => dispatch({ type: 'pick', line })}
          />
        )}
        {done}
      </div>
    );
  }

  const { line, qty } = state;
  const max = openQty(line, pending);
  return (
    <DockScreen
      dock={
        state.step === 'confirm' && (
          <BigButton onClick={() => store(order, line, qty, state.location)}>
            {t('floor.putaway.confirm', { location: state.location.code })}
          </BigButton>
        )
      }
    >
      {header}
      <FeedbackBanner feedback={fb} />
      <LineRows lines={[line]} qty={() => t('floor.putaway.open', { qty: max })} facts={(l) => <LineFacts line={l} />} />
      <QtyField
        label={t('floor.inbound.qty')}
        value={qty}
        onChange={(n) => dispatch({ type: 'qty', qty: n })}
        min={1}
        max={max}
      />
      <p className="floor-scan-prompt">
        {line.locationLabel ? t('floor.putaway.suggested', { location: line.locationLabel }) : t('floor.putaway.noSuggestion')}
      </p>
      <ScanField prompt={prompt} onScan={(code) => void scanLocation(code)} feedback={fb} />
      <BigButton tone="plain" onClick={() => dispatch({ type: 'back' })}>
        {t('floor.putaway.back')}
      </BigButton>
      <RefusedCalls />
    </DockScreen>
  );
}

/** What tells a line's goods apart on the shelf: box label and lot, and where it is meant to go. */
function LineFacts({ line, withLocation = false }: { line: IbLine; withLocation?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {line.shipBoxLbl && <span className="floor-code">{line.shipBoxLbl}</span>}
      {line.lotNo && <span>{t('floor.putaway.lot', { lot: line.lotNo })}</span>}
      {withLocation && line.locationLabel && <span>{t('floor.putaway.suggested', { location: line.locationLabel })}</span>}
    </>
  );
}
