import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNT_ALLOWED, COUNT_STATUS, countTask } from '@wms/contract/inventory/count';
import { perm } from '@wms/contract/permissions';
import { Button, Modal, Popconfirm, Space, Switch, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { type CountCompare, type CountItem, type CountTask, countApi, differs } from './api.ts';
import { CountScanBox } from './CountScanBox.tsx';
import { CountStatusTag } from './CountStatusTag.tsx';
import { RecordsModal } from './RecordsModal.tsx';

export const countKey = (id: number | undefined) => ['countCompare', id];

/**
 * One count task: the scan box while it may be counted, its items with book (unless blind),
 * counted and difference, differences and moved stock highlighted ("differences only" is the
 * compare view), and merge and cancel behind a confirmation. A refusal is the server's message.
 */
export function CountDetailModal({ id, onClose, onChanged }: { id?: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('countItem');
  const taskLabel = useFieldLabel('countTask');
  const stockLabel = useFieldLabel('stock');
  const { token } = theme.useToken();
  const { has } = usePermission();
  const can = (action: string) => has(perm(countTask.area, countTask.key, action));
  const client = useQueryClient();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const [records, setRecords] = useState<CountItem>();
  const query = useQuery({ queryKey: countKey(id), queryFn: () => countApi.compare(id!), enabled: id !== undefined });
  const task = query.data?.data;

  const refresh = () => {
    void client.invalidateQueries({ queryKey: countKey(id) });
    onChanged();
  };
  const run = async (call: () => Promise<{ message?: string; data: CountTask }>) => {
    try {
      const reply = await call();
      feedback().message.success(reply?.message || t('table.done'));
      refresh();
    } catch {
      // Refused (moved stock, below allocated, wrong status): the request client showed the server's message.
    }
  };

  const num = (v: number | null) => (v === null ? <Tag>{t('count.hidden')}</Tag> : v);
  const columns = [
    { key: 'location', title: label('location'), dataIndex: 'locationLabel' },
    { key: 'sku', title: label('sku'), dataIndex: 'skuLabel' },
    { key: 'itemName', title: stockLabel('itemName'), dataIndex: 'itemName' },
    { key: 'lotNo', title: label('lotNo'), dataIndex: 'lotNo' },
    { key: 'lpn', title: label('lpn'), dataIndex: 'lpn' },
    { key: 'book', title: label('book'), align: 'right' as const, render: (_: unknown, r: CountItem) => num(r.book) },
    { key: 'counted', title: label('counted'), align: 'right' as const, dataIndex: 'counted' },
    {
      key: 'difference',
      title: label('difference'),
      align: 'right' as const,
      render: (_: unknown, r: CountItem) =>
        r.difference === null ? null : (
          <Typography.Text strong type={r.difference > 0 ? 'success' : r.difference < 0 ? 'danger' : undefined}>
            {r.difference > 0 ? `+${r.difference}` : r.difference}
          </Typography.Text>
        ),
    },
    {
      key: 'flags',
      render: (_: unknown, r: CountItem) => (
        <Space size={4}>
          {r.moved && <Tag color="warning">{t('count.moved')}</Tag>}
          {r.found && <Tag color="processing">{t('count.found')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'records',
      render: (_: unknown, r: CountItem) =>
        r.counted !== null && (
          <Button type="link" size="small" onClick={() => setRecords(r)}>
            {t('count.records')}
          </Button>
        ),
    },
  ];

  const s = (task as CountCompare | undefined)?.summary;
  const summary = s && (task!.bookShown ? t('count.summary', s) : t('count.summaryBlind', s));
  const countable = task && can('count') && COUNT_ALLOWED.count.includes(task.status);
  const footer = task && (
    <Space>
      {can('add') && COUNT_ALLOWED.cancel.includes(task.status) && (
        <Popconfirm
          title={t('count.cancelConfirm', { no: task.no })}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          onConfirm={() => run(() => countApi.cancel(task.id))}
        >
          <Button danger>{t('count.cancel')}</Button>
        </Popconfirm>
      )}
      {can('merge') && task.status === COUNT_STATUS.counting && (
        <Popconfirm
          title={t('count.mergeConfirm', { no: task.no })}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          onConfirm={() => run(() => countApi.merge(task.id))}
        >
          <Button type="primary">{t('count.merge')}</Button>
        </Popconfirm>
      )}
      <Button onClick={onClose}>{t('count.close')}</Button>
    </Space>
  );

  const rows = (task?.items ?? []).filter((i) => !onlyDiff || differs(i));
  return (
    <Modal
      open={id !== undefined}
      title={
        task && (
          <Space>
            {t('count.title', { no: task.no })}
            <CountStatusTag status={task.status} />
            {task.blind && <Tag>{taskLabel('blind')}</Tag>}
          </Space>
        )
      }
      onCancel={onClose}
      footer={footer}
      width={1200}
      destroyOnHidden
    >
      {task && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {task.warehouseLabel} {task.scope ? `· ${task.scope}` : ''}
          </Typography.Text>
          {countable && (
            <CountScanBox
              task={task}
              onCounted={(data) => {
                client.setQueryData(countKey(task.id), (old: { data: CountCompare } | undefined) =>
                  old ? { data: { ...old.data, ...data } } : old,
                );
                refresh();
              }}
            />
          )}
          <Space>
            <Switch checked={onlyDiff} onChange={setOnlyDiff} aria-label={t('count.onlyDiff')} />
            {t('count.onlyDiff')}
            {summary && <Typography.Text aria-label="summary">{summary}</Typography.Text>}
          </Space>
          <Table<CountItem>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            onRow={(r) => ({
              'data-differs': differs(r) ? 'true' : undefined,
              style: r.moved ? { background: token.colorWarningBg } : differs(r) ? { background: token.colorErrorBg } : undefined,
            })}
          />
        </Space>
      )}
      <RecordsModal task={task?.id} item={records} onClose={() => setRecords(undefined)} />
    </Modal>
  );
}
