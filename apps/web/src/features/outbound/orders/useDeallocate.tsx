import { classify, report } from '../../../shared/api/errors.ts';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type TTaskRow, taskApi } from '../tasks/api.ts';
import { obApi } from './api.ts';

/** Live (not cancelled) tasks of the order: what a refused deallocation is waiting on. */
async function liveTasks(orderNo: string): Promise<TTaskRow[]> {
  try {
    // In the order they were made (pick, pack, seal), as the server cancels and names them.
    return (await taskApi.ofOrder(orderNo)).filter((x) => x.status !== 0).sort((a, b) => a.id - b.id);
  } catch {
    return [];
  }
}

/**
 * Deallocates one order (spec §7: "with an option to force-ignore related pick, pack and seal
 * tasks"). Refused because the order has tasks, it asks again naming each task the force cancels,
 * then resends with `force`; any other refusal is shown as the request client would.
 */
export function useDeallocate(onDone: () => void) {
  const { t } = useTranslation();
  const taskTypes = useDict('taskType');

  const forced = async (id: number) => {
    try {
      const reply = await obApi.deallocate([id], true);
      const cancelled = reply.data.orders.flatMap((o) => o.cancelledTasks);
      feedback().message.success(t('obOrder.forced', { tasks: cancelled.join(t('obOrder.taskSeparator')) }));
      onDone();
    } catch {
      // The request client showed the refusal.
    }
  };

  return async (order: { id: number; no: string }) => {
    try {
      const reply = await obApi.deallocate([order.id], false, true);
      feedback().message.success(reply.message || t('table.done'));
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) return;
      // The server's 409 says tasks stand in the way; the list says which (a status refusal has none).
      const tasks = e.status === 409 ? await liveTasks(order.no) : [];
      if (!tasks.length) {
        if (!e.shown) report(classify(e.status, e.reply), false);
        return;
      }
      feedback().modal.confirm({
        title: t('obOrder.forceTitle'),
        content: (
          <div data-testid="force-deallocate">
            <p>{t('obOrder.forceConfirm', { no: order.no, count: tasks.length })}</p>
            <ul>
              {tasks.map((x) => (
                <li key={x.id}>{t('obOrder.forceTask', { no: x.no, type: taskTypes.labelOf(x.type) })}</li>
              ))}
            </ul>
          </div>
        ),
        okText: t('obOrder.forceOk'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => forced(order.id),
      });
    }
  };
}
