import type { TRouteStep } from '@wms/contract/request/req-order';
import { REQ_STATUS } from '@wms/contract/request/status';
import { Empty, Space, Timeline, Typography } from 'antd';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { ReqStatusTag } from './StatusTag.tsx';

const colorOf = (status: number) =>
  status === REQ_STATUS.cancelled ? 'gray' : status === REQ_STATUS.completed ? 'green' : 'blue';

/**
 * An order's route (`route` of `_detail/get`, oldest first) as a timeline: each status reached,
 * when, by which action, by whom, and the comment given with it.
 */
export function RouteTimeline({ route }: { route: readonly TRouteStep[] }) {
  const { t } = useTranslation();
  if (!route.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reqOrder.route.none')} />;
  return (
    <div data-testid="req-route">
      <Timeline
        items={route.map((step) => ({
          key: step.id,
          color: colorOf(step.status),
          title: formatDate(step.at),
          content: (
            <div data-testid="req-route-step">
              <Space wrap size={4}>
                <ReqStatusTag status={step.status} />
                <span>{t(`reqOrder.step.${step.action}`, { defaultValue: step.action })}</span>
                <Typography.Text type="secondary">{t('reqOrder.route.by', { name: step.userName ?? '—' })}</Typography.Text>
              </Space>
              {step.comment && <div className="req-route-comment">{step.comment}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
