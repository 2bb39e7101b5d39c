import { SHORT_REASONS } from '@wms/contract/outbound/task-codes';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { QtyField } from '../../kit/QtyField.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { PICK_START, type PickResult, pickFlow, pickPrompt, SHORT_REASON_KEYS } from './pickFlow.ts';
import { TaskDone } from './TaskDone.tsx';
import { Fact, ItemCard, TaskTop } from './TaskHead.tsx';
import { TaskStart } from './TaskStart.tsx';
import { useFinish } from './useFinish.ts';
import { useFlow } from './useFlow.ts';
import { useScanSender } from './useScanSender.ts';
import { useTaskCheck } from './useTaskCheck.ts';

/** /floor/pick: a picking task, then each item at its location: location, SKU or pallet, quantity. */
export function PickScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const [state, apply, refusal] = useFlow(pickFlow, PICK_START, fb);
  const sendScan = useScanSender(fb, apply);
  const check = useTaskCheck(apply);
  const finish = useFinish(fb, () => apply({ type: 'close' }));

  /** Sends the item the flow confirmed; the flow has gone on to the next one already. */
  const sent = ({ send: scan, state: next }: PickResult) => {
    if (!scan || next.step === 'task') return;
    const sku = scan.item.skuLabel ?? scan.body.code;
    const qty = scan.body.actQty ?? scan.item.qty;
    const reason = scan.body.shortReason;
    sendScan(scan, {
      sent: t('floor.pick.sent', { sku, qty }),
      call: t('floor.pick.call', { no: next.task.no, sku, qty }),
      done: reason
        ? t('floor.pick.pickedShort', { sku, qty, reason: t(SHORT_REASON_KEYS[reason]) })
        : t('floor.pick.picked', { sku, qty }),
    });
  };

  if (state.step === 'task') {
    return (
      <TaskStart
        type="picking"
        texts={{ prompt: 'floor.pick.scanTask', none: 'floor.pick.none', unknown: 'floor.pick.unknown' }}
        feedback={fb}
        onOpen={(task) => apply({ type: 'open', task })}
      />
    );
  }

  const top = <TaskTop work={state} feedback={fb} />;
  if (state.step === 'done') {
    return (
      <TaskDone work={state} onFinish={() => finish(state)} onList={() => apply({ type: 'close' })} check={check}>
        {top}
      </TaskDone>
    );
  }

  const prompt = pickPrompt(state);
  const toList = (
    <BigButton tone="plain" onClick={() => apply({ type: 'close' })}>
      {t('floor.task.toList')}
    </BigButton>
  );
  const back = (
    <BigButton tone="plain" onClick={() => apply({ type: 'back' })}>
      {t('floor.task.back')}
    </BigButton>
  );
  const card = (
    <ItemCard item={state.item}>
      <Fact label={t('floor.task.location')} code={state.item.locationLabel} />
      <Fact label={t('floor.task.lot')} code={state.item.lotNo} />
      <Fact label={t('floor.task.lpn')} code={state.item.lpn} />
    </ItemCard>
  );

  if (state.step === 'qty') {
    const confirm = () => sent(apply({ type: 'confirm' }));
    return (
      <DockScreen dock={<BigButton onClick={confirm}>{t('floor.pick.confirm', { qty: state.qty })}</BigButton>}>
        {top}
        {card}
        <QtyField
          label={t(prompt.key)}
          value={state.qty}
          min={0}
          max={state.item.qty}
          onChange={(qty) => apply({ type: 'qty', qty })}
          onConfirm={confirm}
        />
        <BigButton tone="danger" onClick={() => apply({ type: 'short' })}>
          {t('floor.pick.short')}
        </BigButton>
        {back}
        {toList}
      </DockScreen>
    );
  }

  if (state.step === 'reason') {
    return (
      <DockScreen
        dock={SHORT_REASONS.map((reason) => (
          <BigButton key={reason} tone="danger" onClick={() => sent(apply({ type: 'reason', reason }))}>
            {t(SHORT_REASON_KEYS[reason])}
          </BigButton>
        ))}
      >
        {top}
        {card}
        <QtyField
          label={t('floor.pick.shortQty', { qty: state.item.qty })}
          value={state.qty}
          min={0}
          max={state.item.qty - 1}
          onChange={(qty) => apply({ type: 'qty', qty })}
        />
        {back}
        {toList}
        <h2 className="floor-kit-step">{t(prompt.key)}</h2>
      </DockScreen>
    );
  }

  return (
    <DockScreen>
      {top}
      <ScanField
        key={state.step}
        prompt={t(prompt.key, prompt.params)}
        {...refusal.scanProps((code) => apply({ type: 'scanned', code }))}
      />
      {card}
      {state.step === 'code' && state.item.locationLabel && back}
      {toList}
    </DockScreen>
  );
}
