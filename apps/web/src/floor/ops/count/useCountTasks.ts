import { useCallback, useEffect, useState } from 'react';
import { FloorApiError } from '../../floorApi.ts';
import { keptName, readKept, useRefreshOnline } from '../../offline/keptRead.ts';
import { type CountTaskHead, countableTasks } from './countTasks.ts';

export interface CountTaskList {
  /** Undefined while the list loads. */
  tasks: CountTaskHead[] | undefined;
  error: FloorApiError | undefined;
  reload: () => void;
}

/**
 * The newest tasks open or being counted; read again on `reload` (a worker back from a task) and when the
 * network returns after a read without it. Offline, the list as last read (OfflineHint says when).
 */
export function useCountTasks(): CountTaskList {
  const [tasks, setTasks] = useState<CountTaskHead[]>();
  const [error, setError] = useState<FloorApiError>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    void round;
    let live = true;
    setError(undefined);
    readKept(keptName.countTasks, countableTasks).then(
      (rows) => {
        if (live) setTasks(rows);
      },
      (e: unknown) => {
        if (live) setError(e instanceof FloorApiError ? e : new FloorApiError(String(e), 0));
      },
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  useRefreshOnline(keptName.countTasks, reload);
  return { tasks, error, reload };
}
