import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { TASK_STATUS } from '@wms/contract/outbound/task-codes';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Feedback } from '../../kit/useFeedback.ts';
import { detailOf, SCAN_URL, type TaskItem, type TTaskDetail } from './obTasks.ts';
import { useTaskCalls } from './useTaskCalls.ts';
import { useTaskCheck } from './useTaskCheck.ts';

/** What a task flow takes from the server's answer to an item's scan. */
export type ScanAnswer = { type: 'answered'; task: TTaskDetail } | { type: 'refused'; item: number };

/** The words of one scan: shown at once, as the outbox's label, and on the server's yes. */
export interface ScanWords {
  sent: string;
  call: string;
  done: string;
}

/**
 * Sends an item's `~item/scan` the flow has confirmed (it has gone on to the next item already):
 * "sent" at once, then the server's answer: its detail back to the flow and "done" (or the task closed,
 * when that was its last item), or the refusal, which gives the item back to do again; a refusal may
 * mean the task was closed elsewhere, so the server is asked.
 */
export function useScanSender(feedback: Feedback, apply: (answer: ScanAnswer) => void) {
  const { t } = useTranslation();
  const send = useTaskCalls(feedback);
  const check = useTaskCheck(apply);
  return (scan: { item: TaskItem; body: TTaskScanBody }, words: ScanWords) => {
    feedback.pending(words.sent);
    send(SCAN_URL, scan.body, words.call, {
      ok: (reply) => {
        const task = detailOf(reply);
        if (task) apply({ type: 'answered', task });
        if (task?.status === TASK_STATUS.done) feedback.ok(t('floor.task.closedByServer', { no: task.no }));
        else feedback.ok(words.done);
      },
      refused: (status) => {
        apply({ type: 'refused', item: scan.item.id });
        if (status !== 401) check(scan.item.task);
      },
    });
  };
}
