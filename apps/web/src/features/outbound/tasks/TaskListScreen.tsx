import { obTask } from '@wms/contract/outbound/task';
import { perm } from '@wms/contract/permissions';
import { Button, DatePicker, Popconfirm, Progress, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { obScreen } from '../orders/api.ts';
import { TASK_SCREENS, type TaskType, taskApi } from './api.ts';
import { TaskStatusTag } from './TaskStatusTag.tsx';

/** The issueTime range is kept in the URL as ISO date-times, like the ledger's date range. */
const valid = (s: string | null) => (s && dayjs(s).isValid() ? s : undefined);

/**
 * Outbound tasks (spec §3 Task fields): the generic list over the `obTask` definition (filter drawer,
 * sort, column settings), the screen's type fixed (Pick, Pack, Seal) or all, with the issue-time range
 * above it. A task is opened on its work screen; delete is offered only while nothing is done (the
 * server refuses a started task anyway).
 */
export function TaskListScreen({ type }: { type?: TaskType }) {
  const { t } = useTranslation();
  const label = useFieldLabel(obTask.name);
  const navigate = useNavigate();
  const { has } = usePermission();
  const [params, setParams] = useSearchParams();
  const start = valid(params.get('issueStart'));
  const end = valid(params.get('issueEnd'));
  const base = type ? TASK_SCREENS[type] : TASK_SCREENS.all;
  const extraBody = useMemo(
    () => ({ ...(type ? { type } : {}), ...(start ? { issueStart: start } : {}), ...(end ? { issueEnd: end } : {}) }),
    [type, start, end],
  );
  const setRange = (from?: string, to?: string) => {
    const next = new URLSearchParams();
    if (from) next.set('issueStart', from);
    if (to) next.set('issueEnd', to);
    setParams(next);
  };
  const canDelete = has(perm('outbound', 'obTask', 'delete'));

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        key={`${type}|${start}|${end}`}
        def={obTask}
        extraBody={extraBody}
        renderers={{
          no: (v, row) => <Link to={`${base}/${row.id}`}>{String(v)}</Link>,
          orderNo: (v, row) => <Link to={obScreen.detail(Number(row.order))}>{String(v)}</Link>,
          status: (v) => <TaskStatusTag status={Number(v)} />,
          progress: (v, row) => (
            <Progress
              percent={Number(v)}
              size="small"
              aria-label={`${label('progress')} ${String(row.no)}`}
              style={{ minWidth: 100 }}
            />
          ),
        }}
        toolbar={() => (
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            placeholder={[t('task.issueStart'), t('task.issueEnd')]}
            value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
            onChange={(range) => setRange(range?.[0]?.toISOString(), range?.[1]?.toISOString())}
          />
        )}
        rowActions={(row, ctx) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(`${base}/${row.id}`)}>
              {t('task.work')}
            </Button>
            {canDelete && Number(row.status) === 10 && (
              <Popconfirm
                title={t('task.deleteConfirm', { no: row.no })}
                okText={t('table.ok')}
                cancelText={t('table.cancel')}
                onConfirm={async () => {
                  try {
                    const reply = await taskApi.remove([Number(row.id)]);
                    feedback().message.success(reply.message || t('table.done'));
                    ctx.refresh();
                  } catch {
                    // The request client showed the server's refusal.
                  }
                }}
              >
                <Button type="link" size="small" danger>
                  {t('table.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      />
    </div>
  );
}
