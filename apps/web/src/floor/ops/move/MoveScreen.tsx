import type { TFloorLookup } from '@wms/contract/floor';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, floorGet, floorQueue } from '../../floorApi.ts';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { StockRows } from '../../kit/StockRows.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
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

/** /floor/move: a pallet, or part of a stock row, to another location. */
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

  const onScan = (code: string) => {
    const mine = ++asked.current;
    feedback.pending(t('floor.lookup.pending', { code }));
    floorGet<{ data: TFloorLookup }>(lookupUrl(code)).then(
      ({ data }) => {
        if (mine === asked.current) apply({ type: 'scanned', lookup: data });
      },
      (e: unknown) => {
        if (mine !== asked.current) return;
        if (e instanceof FloorApiError && e.status === 401) toLogin();
        else feedback.error(e instanceof Error ? e.message : String(e));
      },
    );
  };

  const confirm = () => {
    const before = current.current;
    const { send } = apply({ type: 'confirmed' });
    if (!send || before.step !== 'confirm') return;
    const { item, to } = before;
    const what = item.kind === 'pallet' ? item.lpn : `${item.qty} × ${item.row.sku}`;
    const { call, outcome } = floorQueue.enqueue(MOVE_URL, send, t('floor.move.label', { what, to }));
    feedback.ok(t('floor.move.sent'));
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

  const restart = (
    <BigButton tone="plain" onClick={() => apply({ type: 'restart' })}>
      {t('floor.move.restart')}
    </BigButton>
  );
  const qty = (item: MoveItem) =>
    item.kind === 'part' && (
      <QtyField
        label={t('floor.move.qty')}
        value={item.qty}
        min={1}
        max={item.row.qty}
        onChange={(n) => apply({ type: 'qty', qty: n })}
      />
    );
  const scan = (prompt: string) => <ScanField key={state.step} prompt={t(prompt)} onScan={onScan} feedback={feedback} />;

  return (
    <div className="floor-kit-stack">
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
      {state.step === 'confirm' && (
        <>
          <What item={state.item} />
          <p className="floor-kit-step floor-code">{t('floor.move.to', { code: state.to })}</p>
          {qty(state.item)}
          <h2 className="floor-kit-step">{t(movePrompt(state))}</h2>
          <BigButton onClick={confirm}>{t('floor.move.confirm')}</BigButton>
          {scan('floor.move.prompt.to')}
          {restart}
        </>
      )}
    </div>
  );
}
