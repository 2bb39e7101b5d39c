import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Table } from 'antd';
import { Link } from 'react-router';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { type TTaskRow, taskApi, taskScreen } from './api.ts';
import { TaskStatusTag } from './TaskStatusTag.tsx';

/** The order's pick, pack and seal tasks on its detail, each linking to its work screen. */
export function OrderTasksCard({ orderNo, version }: { orderNo: string; version: unknown }) {
  const { t } = useTranslation();
  const label = useFieldLabel('obTask');
  const taskTypes = useDict('taskType');
  // `version` changes with the order (a task made, a status moved): the list follows it.
  const query = useQuery({
    queryKey: ['obOrderTasks', orderNo, version],
    queryFn: () => taskApi.ofOrder(orderNo),
    meta: { followsWrites: true },
  });
  return (
    <Card size="small" title={t('obFlow.tasks')} style={{ marginTop: 16 }}>
      <Table<TTaskRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        dataSource={query.data ?? []}
        locale={{ emptyText: t('obFlow.tasksNone') }}
        columns={[
          { key: 'no', title: label('no'), render: (_, r) => <Link to={taskScreen(r.id, r.type)}>{r.no}</Link> },
          { key: 'type', title: label('type'), render: (_, r) => taskTypes.labelOf(r.type) },
          { key: 'status', title: label('status'), render: (_, r) => <TaskStatusTag status={r.status} /> },
          {
            key: 'progress',
            title: label('progress'),
            render: (_, r) => <Progress percent={r.progress} size="small" aria-label={`${label('progress')} ${r.no}`} />,
          },
          { key: 'itemQty', dataIndex: 'itemQty', title: label('itemQty') },
          { key: 'actQty', dataIndex: 'actQty', title: label('actQty') },
          { key: 'issueTime', title: label('issueTime'), render: (_, r) => formatDate(r.issueTime) },
        ]}
      />
    </Card>
  );
}
