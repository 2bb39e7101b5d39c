import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Feedback } from '../../kit/useFeedback.ts';
import { FINISH_URL } from './obTasks.ts';
import { finishing, type Working } from './taskWork.ts';
import { useTaskCalls } from './useTaskCalls.ts';

/**
 * "Finish task" once every item is sent (pick, pack, seal): nothing to send when the server closed
 * the task with its last item, else ~finish; then `close` goes back to the list.
 */
export function useFinish(feedback: Feedback, close: () => void) {
  const { t } = useTranslation();
  const send = useTaskCalls(feedback);
  return (work: Working) => {
    const f = finishing(work);
    if (f.kind === 'wait') return;
    const { no } = work.task;
    if (f.kind === 'closed') feedback.ok(t('floor.task.finished', { no }));
    else {
      feedback.pending(t('floor.task.finishing', { no }));
      send(FINISH_URL, { id: work.task.id }, t('floor.task.finishCall', { no }), {
        ok: () => feedback.ok(t('floor.task.finished', { no })),
      });
    }
    close();
  };
}
