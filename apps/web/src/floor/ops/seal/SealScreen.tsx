import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { MeasurePair } from '../pack/MeasurePair.tsx';
import { TaskDone } from '../pick/TaskDone.tsx';
import { Fact, ItemCard, TaskTop } from '../pick/TaskHead.tsx';
import { TaskStart } from '../pick/TaskStart.tsx';
import { openItems } from '../pick/taskWork.ts';
import { useFinish } from '../pick/useFinish.ts';
import { useFlow } from '../pick/useFlow.ts';
import { useScanSender } from '../pick/useScanSender.ts';
import { useTaskCheck } from '../pick/useTaskCheck.ts';
import { SEAL_START, type SealResult, sealFlow, sealPrompt } from './sealFlow.ts';

/**
 * /floor/seal: a sealing task, then each packed box: its label scanned, its weight and volume (the
 * first box's kept for the others, each then sealed as it is scanned).
 */
export function SealScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const [state, apply, refusal] = useFlow(sealFlow, SEAL_START, fb);
  const sendScan = useScanSender(fb, apply);
  const check = useTaskCheck(apply);
  const finish = useFinish(fb, () => apply({ type: 'close' }));

  const sent = ({ send: scan, state: next }: SealResult) => {
    if (!scan || next.step === 'task') return;
    const box = scan.item.shipBoxLbl ?? scan.body.code;
    sendScan(scan, {
      sent: t('floor.seal.sent', { box }),
      call: t('floor.seal.call', { no: next.task.no, box }),
      done: t('floor.seal.sealed', { box }),
    });
  };

  if (state.step === 'task') {
    return (
      <TaskStart
        type="sealing"
        texts={{ prompt: 'floor.seal.scanTask', none: 'floor.seal.none', unknown: 'floor.seal.unknown' }}
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

  const prompt = t(sealPrompt(state).key);
  if (state.step === 'measure') {
    const confirm = () => sent(apply({ type: 'confirm' }));
    return (
      <DockScreen dock={<BigButton onClick={confirm}>{t('floor.seal.confirm')}</BigButton>}>
        {top}
        <ItemCard item={state.item} />
        <h2 className="floor-kit-step">{prompt}</h2>
        {state.forAll && <p className="floor-note">{t('floor.seal.forAll')}</p>}
        <MeasurePair
          id={String(state.item.id)}
          labels={{ weight: t('floor.seal.weight'), volume: t('floor.seal.volume') }}
          weight={state.weight}
          volume={state.volume}
          onWeight={(value) => apply({ type: 'weight', value })}
          onVolume={(value) => apply({ type: 'volume', value })}
          onDone={confirm}
          autoFocus
        />
        <BigButton tone="plain" onClick={() => apply({ type: 'back' })}>
          {t('floor.task.back')}
        </BigButton>
        {toList}
      </DockScreen>
    );
  }

  const { shared } = state;
  return (
    <DockScreen
      dock={
        shared && (
          <BigButton tone="plain" onClick={() => apply({ type: 'differs' })}>
            {t(state.differs ? 'floor.seal.differsOn' : 'floor.seal.differs')}
          </BigButton>
        )
      }
    >
      {top}
      <ScanField prompt={prompt} {...refusal.scanProps((code) => sent(apply({ type: 'scanned', code })))} />
      {shared && (
        <>
          <p className="floor-kit-step">{t('floor.seal.shared', { ...shared })}</p>
          <BigButton tone="plain" onClick={() => apply({ type: 'changeShared' })}>
            {t('floor.seal.changeShared')}
          </BigButton>
        </>
      )}
      <ul className="floor-stock" aria-label={t('floor.seal.toSeal')}>
        {openItems(state).map((i) => (
          <li key={i.id}>
            <ItemCard item={i}>
              <Fact label={t('floor.task.lpn')} code={i.lpn} />
            </ItemCard>
          </li>
        ))}
      </ul>
      {toList}
    </DockScreen>
  );
}
