import { TASK_STATUS } from '@wms/contract/outbound/task-codes';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError } from '../../floorApi.ts';
import { BigButton } from '../../kit/BigButton.tsx';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { RefusedCalls } from '../../kit/RefusedCalls.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import type { Feedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';
import { keptName } from '../../offline/keptNames.ts';
import { OfflineHint } from '../../offline/OfflineHint.tsx';
import { scannedTask, type TaskType, type TTaskDetail, type TTaskRow, taskDetail, workable } from './obTasks.ts';
import { TaskRows } from './TaskRows.tsx';
import { useTasks } from './useTasks.ts';

export interface TaskStartProps {
  type: TaskType;
  /** String keys: the scan prompt, the empty list, a task number not found. */
  texts: { prompt: string; none: string; unknown: string };
  feedback: Feedback;
  onOpen: (task: TTaskDetail) => void;
}

/** The first step of pick, pack and seal: a task scanned by its number or chosen from the open ones. */
export function TaskStart({ type, texts, feedback, onOpen }: TaskStartProps) {
  const { t } = useTranslation();
  const toLogin = useToLogin();
  const list = useTasks(type);
  // One task opening at a time: a second scan while the first is read would race it.
  const busy = useRef(false);

  const open = async (row: TTaskRow) => {
    if (!workable(row.status)) {
      feedback.error(t(row.status === TASK_STATUS.done ? 'floor.task.isDone' : 'floor.task.isCancelled', { no: row.no }));
      return;
    }
    onOpen(await taskDetail(row.id));
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (e) {
      const err = e instanceof FloorApiError ? e : new FloorApiError(String(e), 0);
      if (err.status === 401) toLogin();
      else feedback.error(err.message);
    } finally {
      busy.current = false;
    }
  };

  const scan = (code: string) =>
    run(async () => {
      feedback.pending(t('floor.task.finding', { no: code }));
      const row = await scannedTask(list.tasks ?? [], type, code);
      if (row) await open(row);
      else feedback.error(t(texts.unknown, { no: code }));
    });

  return (
    <div className="floor-kit-stack">
      <FeedbackBanner feedback={feedback} />
      <ScanField prompt={t(texts.prompt)} onScan={(code) => void scan(code)} feedback={feedback} />
      <RefusedCalls />
      <OfflineHint name={keptName.obTasks(type)} />
      {list.error ? (
        <>
          <p className="floor-error">{list.error.message}</p>
          <BigButton tone="plain" onClick={list.reload}>
            {t('floor.task.retry')}
          </BigButton>
        </>
      ) : !list.tasks ? (
        <p className="floor-note">{t('floor.task.loading')}</p>
      ) : list.tasks.length === 0 ? (
        <p className="floor-note">{t(texts.none)}</p>
      ) : (
        <TaskRows tasks={list.tasks} onPick={(row) => void run(() => open(row))} />
      )}
    </div>
  );
}
