import { useQuery } from '@tanstack/react-query';
import type { TTaskRow, TTaskRun } from '@wms/contract/system-task';
import { Drawer, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { RunStatus, when } from './runStatus.tsx';
import { fetchRuns } from './taskApi.ts';

/** The last 50 runs of a task, newest first. */
export function TaskHistoryDrawer({ task, title, onClose }: { task: TTaskRow | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const runs = useQuery({ queryKey: ['sysTaskRuns', task?.id], queryFn: () => fetchRuns(task!.id), enabled: !!task });
  return (
    <Drawer open={!!task} onClose={onClose} size={760} title={t('task.historyOf', { name: title })}>
      <Table<TTaskRun>
        rowKey="id"
        size="small"
        loading={runs.isLoading}
        dataSource={runs.data ?? []}
        pagination={false}
        columns={[
          { key: 'startedAt', title: t('task.started'), render: (_, r) => when(r.startedAt) },
          { key: 'trigger', title: t('task.trigger'), render: (_, r) => t(`task.trigger.${r.trigger}`) },
          {
            key: 'duration',
            title: t('task.duration'),
            render: (_, r) => (r.durationMs === null ? '-' : t('task.ms', { ms: r.durationMs })),
          },
          { key: 'status', title: t('task.result'), render: (_, r) => <RunStatus status={r.status} message={r.message} /> },
          { key: 'runner', dataIndex: 'runner', title: t('task.runner') },
        ]}
      />
    </Drawer>
  );
}
