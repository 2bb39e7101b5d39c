import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { type CountItem, type CountRecord, countApi } from './api.ts';

/** An item's sub detail: every counted quantity posted for it, who posted it and when. */
export function RecordsModal({ task, item, onClose }: { task?: number; item?: CountItem; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('countItem');
  const taskLabel = useFieldLabel('countTask');
  const query = useQuery({
    queryKey: ['countRecords', task, item?.id],
    queryFn: () => countApi.records(task!, item!.id),
    enabled: task !== undefined && item !== undefined,
  });
  return (
    <Modal
      open={item !== undefined}
      title={`${t('count.recordsTitle')} · ${item?.skuLabel ?? ''} @ ${item?.locationLabel ?? ''}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Table<CountRecord>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        columns={[
          { key: 'qty', title: label('qty'), dataIndex: 'qty', align: 'right' },
          { key: 'recount', render: (_: unknown, r) => r.recount && <Tag>{t('count.scan.recount')}</Tag> },
          { key: 'userName', title: taskLabel('createdBy'), dataIndex: 'userName' },
          { key: 'createdAt', title: taskLabel('createdAt'), render: (_: unknown, r) => formatDate(r.createdAt) },
        ]}
      />
    </Modal>
  );
}
