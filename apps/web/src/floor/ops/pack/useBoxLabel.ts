import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type FloorReply, floorQueue } from '../../floorApi.ts';
import type { Feedback } from '../../kit/useFeedback.ts';
import type { QueuedCall } from '../../scan/scanQueue.ts';
import { useScanQueue } from '../../scan/useScanQueue.ts';
import { LABEL_URL, type TTaskDetail } from '../pick/obTasks.ts';
import { useTaskCalls } from '../pick/useTaskCalls.ts';

/** A `~label/add` of the task still in the outbox: asked for and not answered yet. */
const queuedLabel = (items: readonly QueuedCall[], taskId: number) =>
  items.find((c) => c.url === LABEL_URL && c.state !== 'refused' && (c.body as { id?: unknown } | null)?.id === taskId);

/**
 * "New box label" (`~label/add`), one label per intent: a second tap while one is asked for does
 * nothing (`busy`), and a label call of the task still in the outbox (asked before the screen was
 * left, or the page reloaded) is the same intent, waited on under its key rather than sent again.
 * `boxFor`: the task whose box is being chosen, if it is; a label it is waiting for becomes its box.
 */
export function useBoxLabel(feedback: Feedback, boxFor: TTaskDetail | undefined, labelAdded: (box: string) => { say?: unknown }) {
  const { t } = useTranslation();
  const send = useTaskCalls(feedback);
  const { items } = useScanQueue(floorQueue);
  // The task this screen waits on a label for: a ref for taps in the same frame, state to redraw.
  const asking = useRef<number | undefined>(undefined);
  const [askingFor, setAskingFor] = useState<number>();

  const ask = (task: TTaskDetail) => {
    if (asking.current === task.id) return;
    const done = () => {
      asking.current = undefined;
      setAskingFor(undefined);
    };
    asking.current = task.id;
    setAskingFor(task.id);
    feedback.pending(t('floor.pack.labelAsking'));
    const handlers = {
      ok: (reply: unknown) => {
        done();
        const box = ((reply as FloorReply | undefined)?.data as { shipBoxLbl?: unknown } | undefined)?.shipBoxLbl;
        if (typeof box !== 'string') return;
        if (!labelAdded(box).say) feedback.ok(t('floor.pack.labelUnused', { box }));
      },
      refused: done,
    };
    const key = queuedLabel(floorQueue.snapshot().items, task.id)?.key;
    send(LABEL_URL, { id: task.id }, t('floor.pack.labelCall', { no: task.no }), handlers, key);
  };

  // Back on a task whose label is still out: wait for it here, so it becomes the box.
  const waiting = boxFor ? queuedLabel(items, boxFor.id)?.key : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: joins once per queued call, not on every redraw.
  useEffect(() => {
    if (boxFor && waiting && asking.current !== boxFor.id) ask(boxFor);
  }, [waiting, boxFor?.id]);

  return {
    ask,
    busy: (taskId: number) => askingFor === taskId || queuedLabel(items, taskId) !== undefined,
  };
}
