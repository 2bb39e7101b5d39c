import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import type { TaskItem } from '../pick/obTasks.ts';
import { TaskDone } from '../pick/TaskDone.tsx';
import { Fact, ItemCard, TaskTop } from '../pick/TaskHead.tsx';
import { TaskStart } from '../pick/TaskStart.tsx';
import { openItems } from '../pick/taskWork.ts';
import { useFinish } from '../pick/useFinish.ts';
import { useFlow } from '../pick/useFlow.ts';
import { useScanSender } from '../pick/useScanSender.ts';
import { useTaskCheck } from '../pick/useTaskCheck.ts';
import { MeasurePair } from './MeasurePair.tsx';
import { PACK_START, type PackResult, packFlow, packPrompt } from './packFlow.ts';
import { SerialList } from './SerialList.tsx';
import { useBoxLabel } from './useBoxLabel.ts';

/** /floor/pack: a packing task, a ship box, then each item: SKU, serial numbers, weight and volume. */
export function PackScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const [state, apply, refusal] = useFlow(packFlow, PACK_START, fb);
  const sendScan = useScanSender(fb, apply);
  const check = useTaskCheck(apply);
  const finish = useFinish(fb, () => apply({ type: 'close' }));
  // A new box label from the server; it becomes the box if the worker has not scanned one meanwhile.
  const label = useBoxLabel(fb, state.step === 'box' ? state.task : undefined, (box) => apply({ type: 'labelAdded', box }));

  const sent = ({ send: scan, state: next }: PackResult) => {
    if (!scan || next.step === 'task') return;
    const sku = scan.item.skuLabel ?? scan.body.code;
    const box = scan.body.shipBoxLbl ?? '';
    const qty = scan.item.qty;
    sendScan(scan, {
      sent: t('floor.pack.sent', { sku, qty, box }),
      call: t('floor.pack.call', { no: next.task.no, sku, qty, box }),
      done: t('floor.pack.packed', { sku, qty, box }),
    });
  };

  if (state.step === 'task') {
    return (
      <TaskStart
        type="packing"
        texts={{ prompt: 'floor.pack.scanTask', none: 'floor.pack.none', unknown: 'floor.pack.unknown' }}
        feedback={fb}
        onOpen={(task) => apply({ type: 'open', task })}
      />
    );
  }

  const top = <TaskTop work={state} feedback={fb} />;
  const toList = (
    <BigButton tone="plain" onClick={() => apply({ type: 'close' })}>
      {t('floor.task.toList')}
    </BigButton>
  );
  if (state.step === 'done') {
    return (
      <TaskDone work={state} onFinish={() => finish(state)} onList={() => apply({ type: 'close' })} check={check}>
        {top}
      </TaskDone>
    );
  }

  const prompt = t(packPrompt(state).key);
  const scan = <ScanField key={state.step} prompt={prompt} {...refusal.scanProps((code) => apply({ type: 'scanned', code }))} />;
  const back = (
    <BigButton tone="plain" onClick={() => apply({ type: 'back' })}>
      {t('floor.task.back')}
    </BigButton>
  );
  const card = (item: TaskItem) => (
    <ItemCard key={item.id} item={item}>
      <Fact label={t('floor.task.lot')} code={item.lotNo} />
      <Fact label={t('floor.task.sn')} code={item.sn} />
    </ItemCard>
  );
  const boxLine = 'box' in state && state.box && (
    <p className="floor-kit-step floor-code">{t('floor.pack.currentBox', { box: state.box })}</p>
  );

  switch (state.step) {
    case 'box':
      return (
        <DockScreen
          dock={
            <BigButton onClick={() => label.ask(state.task)} disabled={label.busy(state.task.id)}>
              {t('floor.pack.newLabel')}
            </BigButton>
          }
        >
          {top}
          {scan}
          {toList}
        </DockScreen>
      );
    case 'sku':
      return (
        <DockScreen>
          {top}
          {boxLine}
          {scan}
          <ul className="floor-stock" aria-label={t('floor.pack.toPack')}>
            {[state.item, ...openItems(state).filter((i) => i.id !== state.item.id)].map((i) => (
              <li key={i.id}>{card(i)}</li>
            ))}
          </ul>
          <BigButton tone="plain" onClick={() => apply({ type: 'newBox' })}>
            {t('floor.pack.changeBox')}
          </BigButton>
          {toList}
        </DockScreen>
      );
    case 'serials':
      return (
        <DockScreen dock={<BigButton onClick={() => apply({ type: 'next' })}>{t('floor.pack.next')}</BigButton>}>
          {top}
          {boxLine}
          {card(state.item)}
          {scan}
          <SerialList serials={state.serials} onRemove={(sn) => apply({ type: 'removeSerial', sn })} />
          {back}
          {toList}
        </DockScreen>
      );
    case 'measure': {
      const confirm = () => sent(apply({ type: 'confirm' }));
      return (
        <DockScreen dock={<BigButton onClick={confirm}>{t('floor.pack.confirm')}</BigButton>}>
          {top}
          {boxLine}
          {card(state.item)}
          <h2 className="floor-kit-step">{prompt}</h2>
          <MeasurePair
            id={String(state.item.id)}
            labels={{ weight: t('floor.pack.weight'), volume: t('floor.pack.volume') }}
            weight={state.weight}
            volume={state.volume}
            onWeight={(value) => apply({ type: 'weight', value })}
            onVolume={(value) => apply({ type: 'volume', value })}
            onDone={confirm}
            autoFocus
          />
          {back}
          {toList}
        </DockScreen>
      );
    }
  }
}
