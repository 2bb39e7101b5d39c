import { useEffect, useRef } from 'react';
import { type TTaskDetail, taskDetail } from './obTasks.ts';
import { isClosed } from './taskWork.ts';

/**
 * Asks the server whether a task is closed (finished on the console, by another worker, cancelled),
 * and if so hands its detail to the flow as an answer, which ends the work on it. Only a closed
 * task is taken: it is final, where an open one read beside the outbox's answers could be older than
 * them. Offline, nothing happens: the screen stays as it is.
 */
export function useTaskCheck(apply: (answer: { type: 'answered'; task: TTaskDetail }) => void) {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (taskId: number) => {
    taskDetail(taskId).then(
      (task) => {
        if (mounted.current && isClosed(task)) apply({ type: 'answered', task });
      },
      () => undefined,
    );
  };
}
