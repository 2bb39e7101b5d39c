import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { finishing, type Working } from './taskWork.ts';

/** Every item sent: "finish task" once the server has answered them all, or back to the list. */
export function TaskDone({ work, onFinish, onList }: { work: Working; onFinish: () => void; onList: () => void }) {
  const { t } = useTranslation();
  const f = finishing(work);
  return (
    <>
      <h2 className="floor-kit-step">{t('floor.task.allSent')}</h2>
      {f.kind === 'wait' ? (
        <p className="floor-note">{t('floor.task.waiting', { count: f.count })}</p>
      ) : (
        f.kind === 'closed' && <p className="floor-note">{t('floor.task.closedByServer', { no: work.task.no })}</p>
      )}
      <BigButton onClick={onFinish} disabled={f.kind === 'wait'}>
        {t('floor.task.finish')}
      </BigButton>
      <BigButton tone="plain" onClick={onList}>
        {t('floor.task.toList')}
      </BigButton>
    </>
  );
}
