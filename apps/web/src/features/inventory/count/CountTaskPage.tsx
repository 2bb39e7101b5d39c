import { PlusOutlined } from '@ant-design/icons';
import { COUNT_ALLOWED, countTask } from '@wms/contract/inventory/count';
import { perm } from '@wms/contract/permissions';
import { Button, Progress, Space } from 'antd';
import { type Key, useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { useRefreshTable } from '../../../shared/table/usePageQuery.ts';
import { COUNT_PATH } from './api.ts';
import { CountAddModal } from './CountAddModal.tsx';
import { CountDetailModal } from './CountDetailModal.tsx';
import { CountStatusTag } from './CountStatusTag.tsx';

/**
 * Stock count (`/inventory/count`): the task list with status and progress; a new task (its
 * snapshot of the book is taken at once); a row opens the count screen (scan, compare, merge).
 */
export default function CountTaskPage() {
  const { t } = useTranslation();
  const label = useFieldLabel(countTask.name);
  const { has } = usePermission();
  const can = (action: string) => has(perm(countTask.area, countTask.key, action));
  const refresh = useRefreshTable(COUNT_PATH);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Key>();
  const [shown, setShown] = useState<number>();

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={countTask}
        highlightKey={added}
        renderers={{
          status: (v) => <CountStatusTag status={v} />,
          progress: (v, row) => (
            <Progress
              percent={typeof v === 'number' ? v : 0}
              size="small"
              aria-label={`${label('progress')} ${String(row.no)}`}
              style={{ minWidth: 90 }}
            />
          ),
        }}
        actionsWidth={120}
        toolbar={() =>
          can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('table.add')}
            </Button>
          )
        }
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setShown(row.id as number)}>
              {COUNT_ALLOWED.count.includes(row.status as number) ? t('count.open') : t('count.compare')}
            </Button>
          </Space>
        )}
      />
      {can('add') && (
        <CountAddModal
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdded(id);
            void refresh();
            setShown(id);
          }}
        />
      )}
      <CountDetailModal id={shown} onClose={() => setShown(undefined)} onChanged={() => void refresh()} />
    </div>
  );
}
