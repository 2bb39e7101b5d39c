import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { useRunAction } from '../../orders-common/OrderActionButtons.tsx';
import { selectedForAllocation } from '../orders/selection.ts';
import { flowApi } from './api.ts';
import { useFlowCan } from './OrderFlowActions.tsx';

/** Each task type and the status-table action that allows it. */
const TASKS = [
  ['picking', 'pick'],
  ['packing', 'pack'],
  ['sealing', 'seal'],
] as const;

/**
 * The order list's toolbar steps for the selection: pick, pack or seal tasks for the selected orders,
 * and stock out (asks first). Each call takes the orders the status allows, in id order, all or
 * nothing; the others stay selected but are left out.
 */
export function SelectedFlowButtons({ rows, onDone }: { rows: readonly Row[]; onDone: () => void }) {
  const { t } = useTranslation();
  const can = useFlowCan();
  const run = useRunAction();
  const allowed = (action: string) => selectedForAllocation(rows, (s) => can(action, s)).map((o) => o.id);
  const issuable = allowed('stockOut');
  return (
    <>
      {TASKS.map(([type, action]) => {
        const ids = allowed(action);
        return (
          can(action) && (
            <Button key={type} disabled={!ids.length} onClick={() => void run(() => flowApi.createTasks(ids, type), onDone)}>
              {t(`obFlow.${type}Selected`, { count: ids.length })}
            </Button>
          )
        );
      })}
      {can('stockOut') && (
        <Popconfirm
          title={t('obFlow.stockOutSelectedConfirm', { count: issuable.length })}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          disabled={!issuable.length}
          onConfirm={() => void run(() => flowApi.stockOut(issuable), onDone)}
        >
          <Button disabled={!issuable.length}>{t('obFlow.stockOutSelected', { count: issuable.length })}</Button>
        </Popconfirm>
      )}
    </>
  );
}
