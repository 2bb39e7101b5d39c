import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { MeasureField } from '../pack/MeasureField.tsx';
import { TaskDone } from '../pick/TaskDone.tsx';
import { Fact, ItemCard, TaskHead } from '../pick/TaskHead.tsx';
import { TaskStart } from '../pick/TaskStart.tsx';
import { openItems } from '../pick/taskWork.ts';
import { useFinish } from '../pick/useFinish.ts';
import { useFlow } from '../pick/useFlow.ts';
import { useScanSender } from '../pick/useScanSender.ts';
import { useTaskCheck } from '../pick/useTaskCheck.ts';
import { SEAL_START, type SealResult, sealFlow, sealPrompt } from './sealFlow.ts';

/** /floor/seal: a sealing task, then each packed box: its label scanned, its weight and volume. */
export function SealScreen() {
  const { t } = useTranslation();
  const fb = useFeedback();
  const [state, apply] = useFlow(sealFlow, SEAL_START, fb);
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

  const prompt = t(sealPrompt(state).key);
  return (
    <div className="floor-kit-stack">
      <TaskHead work={state} />
      <FeedbackBanner feedback={fb} />
      <RefusedCalls />
      {state.step === 'box' && (
        <>
          <ScanField prompt={prompt} onScan={(code) => apply({ type: 'scanned', code })} feedback={fb} />
          <ul className="floor-stock" aria-label={t('floor.seal.toSeal')}>
            {openItems(state).map((i) => (
              <li key={i.id}>
                <ItemCard item={i}>
                  <Fact label={t('floor.task.lpn')} code={i.lpn} />
                </ItemCard>
              </li>
            ))}
          </ul>
        </>
      )}
      {state.step === 'measure' && (
        <>
          <ItemCard item={state.item} />
          <h2 className="floor-kit-step">{prompt}</h2>
          <MeasureField
            key={`w${state.item.id}`}
            label={t('floor.seal.weight')}
            value={state.weight}
            onChange={(value) => apply({ type: 'weight', value })}
          />
          <MeasureField
            key={`v${state.item.id}`}
            label={t('floor.seal.volume')}
            value={state.volume}
            onChange={(value) => apply({ type: 'volume', value })}
          />
          <BigButton onClick={() => sent(apply({ type: 'confirm' }))}>{t('floor.seal.confirm')}</BigButton>
          <BigButton tone="plain" onClick={() => apply({ type: 'back' })}>
            {t('floor.task.back')}
          </BigButton>
        </>
      )}
      {state.step === 'done' ? (
        <TaskDone work={state} onFinish={() => finish(state)} onList={() => apply({ type: 'close' })} check={check} />
      ) : (
        <BigButton tone="plain" onClick={() => apply({ type: 'close' })}>
          {t('floor.task.toList')}
        </BigButton>
      )}
    </div>
  );
}
