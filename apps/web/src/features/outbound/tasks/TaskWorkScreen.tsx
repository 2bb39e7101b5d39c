import { PrinterOutlined, TagOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { perm } from '@wms/contract/permissions';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Progress, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { obScreen } from '../orders/api.ts';
import { type ItemFacts, TASK_SCREENS, type TTaskDetail, taskApi } from './api.ts';
import { type FactsById, factsOf } from './facts.ts';
import { PickScanBox } from './PickScanBox.tsx';
import { StationScanBox } from './StationScanBox.tsx';
import { TaskItemsTable } from './TaskItemsTable.tsx';
import { TaskStatusTag } from './TaskStatusTag.tsx';

/**
 * One pick, pack or seal task: its header, the scan box of its type while it is open, its items
 * (pack and seal rows take their facts), "label add" for a pack task's current box, the pick sheet,
 * and finishing (after a confirmation: items not confirmed are done at their planned quantity).
 */
export function TaskWorkScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const label = useFieldLabel('obTask');
  const taskTypes = useDict('taskType');
  const { has } = usePermission();
  const key = ['obTask', id];
  const query = useQuery({ queryKey: key, queryFn: () => taskApi.detail(id), meta: { followsWrites: true } });
  const [facts, setFacts] = useState<FactsById>({});
  const [box, setBox] = useState<string>();
  /** The current box's row among the ship-box labels, to print it. */
  const [boxLabel, setBoxLabel] = useState<number>();
  const [busy, setBusy] = useState(false);

  if (query.isPending) return <Spin style={{ margin: 24 }} />;
  if (query.isError) return <Alert style={{ margin: 16 }} type="error" showIcon title={t('task.loadFailed')} />;
  const task = query.data;
  const type = task.type;
  const live = task.status === 10 || task.status === 20;
  const canWork = live && has(perm('outbound', 'obTask', 'work'));
  const updated = (d: TTaskDetail) => client.setQueryData(key, d);
  const onFacts = (itemId: number, f: ItemFacts) => setFacts((all) => ({ ...all, [itemId]: f }));

  const finish = async () => {
    setBusy(true);
    try {
      const items = task.items.filter((i) => i.status === 10).map((i) => ({ id: i.id, ...factsOf(i, facts[i.id], type, box) }));
      const reply = await taskApi.finish(task.id, type === 'picking' ? [] : items);
      feedback().message.success(reply.message || t('table.done'));
      updated(reply.data);
    } catch {
      // The request client showed the server's refusal (e.g. a missing sn).
    } finally {
      setBusy(false);
    }
  };
  const labelAdd = async () => {
    try {
      const next = await taskApi.labelAdd(task.id);
      setBox(next.shipBoxLbl);
      setBoxLabel(next.label);
      feedback().message.success(t('task.labelAdded', { label: next.shipBoxLbl }));
    } catch {
      // Shown by the request client.
    }
  };

  return (
    <div style={{ padding: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space>
          <strong style={{ fontSize: 16 }}>{task.no}</strong>
          <TaskStatusTag status={task.status} />
        </Space>
        <Space wrap>
          {type === 'picking' && (
            <Button icon={<PrinterOutlined />} onClick={() => void taskApi.printPick(task.id).catch(() => {})}>
              {t('task.printPick')}
            </Button>
          )}
          {canWork && (
            <Popconfirm
              title={t('task.finishConfirm', { no: task.no })}
              okText={t('table.ok')}
              cancelText={t('table.cancel')}
              onConfirm={finish}
            >
              <Button type="primary" loading={busy}>
                {t('task.finish')}
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(TASK_SCREENS[type])}>{t('task.back')}</Button>
        </Space>
      </Flex>
      <Card size="small" title={t('task.header')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={label('type')}>{taskTypes.labelOf(type)}</Descriptions.Item>
          <Descriptions.Item label={label('orderNo')}>
            <Link to={obScreen.detail(task.order)}>{task.orderNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={label('progress')}>
            <Progress percent={task.progress} size="small" aria-label={label('progress')} style={{ minWidth: 120 }} />
          </Descriptions.Item>
          {(['orderQty', 'itemQty', 'actQty', 'worker'] as const).map((f) => (
            <Descriptions.Item key={f} label={label(f)}>
              {task[f] ?? ''}
            </Descriptions.Item>
          ))}
          {(['issueTime', 'startTime', 'finishTime'] as const).map((f) => (
            <Descriptions.Item key={f} label={label(f)}>
              {formatDate(task[f])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      {canWork && (
        <Card size="small" style={{ marginBottom: 16 }}>
          {type === 'packing' && (
            <Space style={{ marginBottom: 12 }}>
              <span>{t('task.box.current')}：</span>
              <strong data-testid="current-box">{box ?? t('task.box.none')}</strong>
              <Button icon={<TagOutlined />} onClick={labelAdd}>
                {t('task.labelAdd')}
              </Button>
              {boxLabel !== undefined && has(perm('outbound', 'obLabel', 'print')) && (
                <Button icon={<PrinterOutlined />} onClick={() => taskApi.printLabel(boxLabel).catch(() => {})}>
                  {t('task.labelPrint')}
                </Button>
              )}
            </Space>
          )}
          {type === 'picking' ? (
            <PickScanBox items={task.items} onDone={updated} />
          ) : (
            <StationScanBox type={type} items={task.items} facts={facts} box={box} onDone={updated} />
          )}
        </Card>
      )}
      <Card size="small" title={t('task.items')}>
        <TaskItemsTable type={type} items={task.items} facts={facts} onFacts={canWork ? onFacts : undefined} box={box} />
      </Card>
    </div>
  );
}
