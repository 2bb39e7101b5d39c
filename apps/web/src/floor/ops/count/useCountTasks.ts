import { useCallback, useEffect, useState } from 'react';
import { FloorApiError } from '../../floorApi.ts';
import { type CountTaskHead, countableTasks } from './countTasks.ts';

export interface CountTaskList {
  /** Undefined while the list loads. */
  tasks: CountTaskHead[] | undefined;
  error: FloorApiError | undefined;
  reload: () => void;
}

/** The newest tasks open or being counted; read again on `reload` (a worker back from a task). */
export function useCountTasks(): CountTaskList {
  const [tasks, setTasks] = useState<CountTaskHead[]>();
  const [error, setError] = useState<FloorApiError>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    void round;
    let live = true;
    setError(undefined);
    countableTasks().then(
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
  return { tasks, error, reload };
}
