import { useCallback, useEffect, useState } from 'react';
import { FloorApiError } from '../../floorApi.ts';
import { keptName, readKept, useRefreshOnline } from '../../offline/keptRead.ts';
import { liveTasks, type TaskType, type TTaskRow } from './obTasks.ts';

export interface TaskList {
  /** Undefined while the list loads. */
  tasks: TTaskRow[] | undefined;
  error: FloorApiError | undefined;
  reload: () => void;
}

/** The open and started tasks of a type, read again on `reload` (a task worked, or left). */
export function useTasks(type: TaskType): TaskList {
  const [tasks, setTasks] = useState<TTaskRow[]>();
  const [error, setError] = useState<FloorApiError>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    // `round` asks for a fresh list.
    void round;
    let stale = false;
    setError(undefined);
    readKept(keptName.obTasks(type), () => liveTasks(type)).then(
      (rows) => {
        if (!stale) setTasks(rows);
      },
      (e: unknown) => {
        if (!stale) setError(e instanceof FloorApiError ? e : new FloorApiError(String(e), 0));
      },
    );
    return () => {
      stale = true;
    };
  }, [type, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  useRefreshOnline(keptName.obTasks(type), reload);
  return { tasks, error, reload };
}
