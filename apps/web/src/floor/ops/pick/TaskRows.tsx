import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { TTaskRow } from './obTasks.ts';

/** Tasks as big cards, each a button that opens it: task number, order number, how far it is. */
export function TaskRows({ tasks, onPick }: { tasks: readonly TTaskRow[]; onPick: (task: TTaskRow) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="floor-stock">
      {tasks.map((task) => (
        <li key={task.id}>
          <button type="button" className="floor-stock-card" onClick={() => onPick(task)}>
            <span className="floor-stock-head">
              <span className="floor-code">{task.no}</span>
              <span className="floor-stock-qty">{t('floor.task.progress', { progress: task.progress })}</span>
            </span>
            <span className="floor-stock-facts">
              <span>
                {t('floor.task.order')} <span className="floor-code">{task.orderNo}</span>
              </span>
              <span>{t('floor.task.qty', { act: task.actQty, qty: task.itemQty })}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
