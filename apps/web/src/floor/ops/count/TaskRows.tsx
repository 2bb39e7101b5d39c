import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { CountTaskHead } from './countTasks.ts';

/** Count tasks as big cards, each a button that opens it: number, progress, warehouse, scope. */
export function TaskRows({ tasks, onPick }: { tasks: readonly CountTaskHead[]; onPick: (task: CountTaskHead) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="floor-stock">
      {tasks.map((task) => (
        <li key={task.id}>
          <button type="button" className="floor-stock-card" onClick={() => onPick(task)}>
            <span className="floor-stock-head">
              <span className="floor-code">{task.no}</span>
              <span className="floor-stock-qty">
                {t('floor.count.progress', { counted: task.countedCount, items: task.itemCount, progress: task.progress })}
              </span>
            </span>
            <span className="floor-stock-facts">
              {task.warehouseLabel && <span className="floor-code">{task.warehouseLabel}</span>}
              {task.blind && <span>{t('floor.count.blind')}</span>}
            </span>
            <span className="floor-stock-name">{task.scope ?? t('floor.count.wholeWarehouse')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
