import type { TFloorLookup, TFloorMove } from '@wms/contract/floor';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, floorGet, floorQueue } from '../../floorApi.ts';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { StockRows } from '../../kit/StockRows.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { readCode } from '../../scan/scanRead.ts';
import { lookupUrl } from '../lookup/LookupScreen.tsx';
import { MOVE_START, type MoveEvent, type MoveItem, type MoveState, moveFlow, movePrompt } from './moveFlow.ts';

export const MOVE_URL = '/inventory/floor/~move';

function What({ item }: { item: MoveItem }) {
  const { t } = useTranslation();
  return (
    <p className="floor-kit-step floor-code">
      {item.kind === 'pallet'
        ? t('floor.move.pallet', { lpn: item.lpn })
        : t('floor.move.part', { qty: item.qty, sku: item.row.sku, from: item.row.location })}
    </p>
  );
}

/** /floor/move: a pallet (moved as its target is scanned), or part of a stock row, to another location. */
export function MoveScreen() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const toLogin = useToLogin();
  const [state, setState] = useState<MoveState>(MOVE_START);
  // The state an answer arriving later applies to, and the step it was asked in (`asked`): an answer
  // to a scan made before the worker went on (picked, started over, confirmed) is dropped.
  const current = useRef(state);
  const asked = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apply = (event: MoveEvent) => {
    if (event.type !== 'scanned') asked.current++;
    const result = moveFlow(current.current, event);
    current.current = result.state;
    setState(result.state);
    if (result.say) feedback[result.say.tone](t(result.say.key, result.say.params));
    return result;
  };

  /** The move to the outbox: "sent" at once (pending: the outbox may be waiting), the answer when it comes. */
  const sendMove = (body: TFloorMove, item: MoveItem) => {
    const { to } = body;
    const what = item.kind === 'pallet' ? item.lpn : `${item.qty} × ${item.row.sku}`;
    const { call, outcome } = floorQueue.enqueue(MOVE_URL, body, t('floor.move.label', { what, to }));
    feedback.pending(item.kind === 'pallet' ? t('floor.move.sentTo', { what, to }) : t('floor.move.sent'));
    void outcome.then((result) => {
      // Once the screen is closed, a refusal stays in the outbox for RefusedCalls to show.
      if (!mounted.current) return;
      if (result.kind === 'ok') feedback.ok(t('floor.move.moved', { to }));
      else if (result.status === 401) toLogin();
      else {
        // Shown here, acknowledged here: the error bar waits for the worker as the list would.
        floorQueue.acknowledge(call.key);
        feedback.error(result.message);
      }
    });
  };

  const onScan = (code: string) => {
    const mine = ++asked.current;
    feedback.pending(t('floor.lookup.pending', { code }));
    floorGet<{ data: TFloorLookup }>(lookupUrl(code)).then(
      ({ data }) => {
        if (mine !== asked.current) return;
        const before = current.current;
        // A pallet's target scan is its move (moveFlow `target`).
        const { send } = apply({ type: 'scanned', lookup: data });
        if (send && before.step === 'to') sendMove(send, before.item);
      },
      (e: unknown) => {
        if (mine !== asked.current) return;
        if (e instanceof FloorApiError && e.status === 401) toLogin();
        else if (e instanceof FloorApiError && e.status === 0 && current.current.step !== 'what' && !readCode(code).gs1) {
          // No network to check the target: a plain code is taken as the location and the outbox carries the
          // move; the server judges it when it goes (a wrong place comes back as a refusal to acknowledge).
          const before = current.current;
          const { send } = apply({ type: 'scanned', lookup: { kind: 'location', code: code.trim(), rows: [] } });
          if (send && before.step === 'to') sendMove(send, before.item);
        } else feedback.error(e instanceof Error ? e.message : String(e));
      },
    );
  };

  const confirm = () => {
    const before = current.current;
    const { send } = apply({ type: 'confirmed' });
    if (send && before.step === 'confirm') sendMove(send, before.item);
  };

  const restart = (
    <BigButton tone="plain" onClick={() => apply({ type: 'restart' })}>
      {t('floor.move.restart')}
    </BigButton>
  );
  const qty = (item: MoveItem, onConfirm?: () => void) =>
    item.kind === 'part' && (
      <QtyField
        label={t('floor.move.qty')}
        value={item.qty}
        min={1}
        max={item.row.qty}
        onChange={(n) => apply({ type: 'qty', qty: n })}
        onConfirm={onConfirm}
      />
    );
  const scan = (prompt: string) => <ScanField key={state.step} prompt={t(prompt)} onScan={onScan} feedback={feedback} />;

  if (state.step === 'confirm') {
    const { item } = state;
    return (
      <DockScreen dock={<BigButton onClick={confirm}>{t('floor.move.confirm')}</BigButton>}>
        <FeedbackBanner feedback={feedback} />
        <RefusedCalls />
        <What item={item} />
        <p className="floor-kit-step floor-code">{t('floor.move.to', { code: state.to })}</p>
        {qty(item, confirm)}
        <h2 className="floor-kit-step">{t(movePrompt(state))}</h2>
        {scan('floor.move.prompt.to')}
        {restart}
      </DockScreen>
    );
  }

  return (
    <DockScreen>
      <FeedbackBanner feedback={feedback} />
      <RefusedCalls />
      {state.step === 'what' && scan(movePrompt(state))}
      {state.step === 'pick' && (
        <>
          {scan('floor.move.prompt.what')}
          <h2 className="floor-kit-step">{t(movePrompt(state))}</h2>
          <StockRows rows={state.rows} onPick={(row) => apply({ type: 'picked', row })} />
          {restart}
        </>
      )}
      {state.step === 'to' && (
        <>
          <What item={state.item} />
          {qty(state.item)}
          {scan(movePrompt(state))}
          {restart}
        </>
      )}
    </DockScreen>
  );
}
