import { TASK_STATUS } from '@wms/contract/outbound/task-codes';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { DockScreen } from '../../kit/ActionDock.tsx';
import { BigButton } from '../../kit/BigButton.tsx';
import { finishing, type Working } from './taskWork.ts';

export interface TaskDoneProps {
  work: Working;
  onFinish: () => void;
  onList: () => void;
  /** Asks the server whether the task is closed already (useTaskCheck). */
  check: (taskId: number) => void;
  /** The screen's head (task, feedback, refusals), above what this step says. */
  children?: ReactNode;
}

/**
 * Every item sent. Once the server has closed the task (its last item, or someone on the console):
 * it says so, with only the way back to the list. Else "finish task", once every answer is in; before
 * offering it the server is asked, as the task may have been finished elsewhere meanwhile.
 */
export function TaskDone({ work, onFinish, onList, check, children }: TaskDoneProps) {
  const { t } = useTranslation();
  const f = finishing(work);
  const { id, no, status } = work.task;
  const finish = f.kind === 'finish';
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per task reaching "finish", not on every redraw.
  useEffect(() => {
    if (finish) check(id);
  }, [finish, id]);

  if (f.kind === 'closed') {
    return (
      <DockScreen dock={<BigButton onClick={onList}>{t('floor.task.toList')}</BigButton>}>
        {children}
        <h2 className="floor-kit-step">
          {t(status === TASK_STATUS.cancelled ? 'floor.task.isCancelled' : 'floor.task.closedByServer', { no })}
        </h2>
      </DockScreen>
    );
  }
  return (
    <DockScreen
      dock={
        <BigButton onClick={onFinish} disabled={f.kind === 'wait'}>
          {t('floor.task.finish')}
        </BigButton>
      }
    >
      {children}
      <h2 className="floor-kit-step">{t('floor.task.allSent')}</h2>
      {f.kind === 'wait' && <p className="floor-note">{t('floor.task.waiting', { count: f.count })}</p>}
      <BigButton tone="plain" onClick={onList}>
        {t('floor.task.toList')}
      </BigButton>
    </DockScreen>
  );
}
