import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_LABELS, type TTaskRow } from '@wms/contract/system-task';
import { Button, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { RunStatus, when } from './runStatus.tsx';
import { TaskDialog } from './TaskDialog.tsx';
import { TaskHistoryDrawer } from './TaskHistoryDrawer.tsx';
import { enableTask, fetchTasks, runTask } from './taskApi.ts';

/**
 * Scheduled system tasks (`/system/task`): each task with its schedule, switch, last run (time,
 * duration, result) and next run; edit the schedule, run now (after a confirmation), and the history.
 */
export default function TaskPage() {
  const { t, i18n } = useTranslation();
  const { has } = usePermission();
  const label = useFieldLabel('sysTask');
  const client = useQueryClient();
  const tasks = useQuery({ queryKey: ['sysTasks'], queryFn: fetchTasks });
  const [editing, setEditing] = useState<TTaskRow | null>(null);
  const [history, setHistory] = useState<TTaskRow | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const title = (r: TTaskRow) => TASK_LABELS[r.code]?.[lang] ?? r.code;
  const reload = () => client.invalidateQueries({ queryKey: ['sysTasks'] });

  const toggle = (r: TTaskRow, on: boolean) =>
    enableTask(r.id, on).then(
      () => void reload(),
      () => undefined,
    );
  const runNow = (r: TTaskRow) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('task.runConfirm', { name: title(r) }),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      onOk: () => {
        setRunning(r.id);
        return runTask(r.id)
          .then(
            (res) => {
              if (res.data.status === 'ok') feedback().message.success(res.message);
              else feedback().message.error(res.message);
            },
            () => undefined,
          )
          .finally(() => {
            setRunning(null);
            void reload();
            void client.invalidateQueries({ queryKey: ['sysTaskRuns', r.id] });
          });
      },
    });

  return (
    <div style={{ padding: 16 }}>
      <Typography.Paragraph type="secondary">{t('task.intro')}</Typography.Paragraph>
      <Table<TTaskRow>
        rowKey="id"
        size="small"
        loading={tasks.isLoading}
        dataSource={tasks.data ?? []}
        pagination={false}
        scroll={{ x: 1100 }}
        columns={[
          { key: 'code', title: label('code'), render: (_, r) => <span data-testid={`task-${r.code}`}>{title(r)}</span> },
          {
            key: 'cron',
            dataIndex: 'cron',
            title: label('cron'),
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          {
            key: 'enabled',
            title: label('enabled'),
            width: 80,
            render: (_, r) => (
              <Switch
                size="small"
                checked={r.enabled}
                disabled={!has('system/task/update')}
                aria-label={`${label('enabled')} ${title(r)}`}
                onChange={(on) => void toggle(r, on)}
              />
            ),
          },
          { key: 'keepDays', dataIndex: 'keepDays', title: label('keepDays'), width: 90, render: (v: number | null) => v ?? '-' },
          {
            key: 'lastRunAt',
            title: t('task.lastRun'),
            render: (_, r) => <span data-testid={`last-run-${r.code}`}>{when(r.lastRunAt)}</span>,
          },
          {
            key: 'lastDuration',
            title: t('task.duration'),
            width: 90,
            render: (_, r) => (r.lastDurationMs === null ? '-' : t('task.ms', { ms: r.lastDurationMs })),
          },
          {
            key: 'lastStatus',
            title: t('task.result'),
            render: (_, r) =>
              r.running ? (
                <Tag color="processing">{t('task.status.running')}</Tag>
              ) : (
                <RunStatus status={r.lastStatus} message={r.lastMessage} testId={`last-result-${r.code}`} />
              ),
          },
          { key: 'nextRunAt', title: t('task.nextRun'), render: (_, r) => (r.enabled ? when(r.nextRunAt) : '-') },
          {
            key: 'actions',
            title: t('table.actions'),
            fixed: 'right',
            width: 220,
            render: (_, r) => (
              <Space size={0}>
                {has('system/task/update') && (
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    {t('table.edit')}
                  </Button>
                )}
                {has('system/task/run') && (
                  <Button type="link" size="small" loading={running === r.id} onClick={() => runNow(r)}>
                    {t('task.runNow')}
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setHistory(r)}>
                  {t('task.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <TaskDialog
        task={editing}
        title={editing ? title(editing) : ''}
        onClose={() => setEditing(null)}
        onDone={() => void reload()}
      />
      <TaskHistoryDrawer task={history} title={history ? title(history) : ''} onClose={() => setHistory(null)} />
    </div>
  );
}
