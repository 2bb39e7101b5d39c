import { useQueries } from '@tanstack/react-query';
import { RESOURCES } from '@wms/contract/resources/index';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { api } from '../../shared/api/request.ts';
import { usePermission } from '../../shared/auth/usePermission.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { userStore } from '../../shared/session.ts';
import { useStore } from '../../shared/store.ts';
import { resourceTitleText } from '../../shared/table/labels.ts';
import { HomeSummary } from './HomeSummary.tsx';

interface CountReply {
  count: number;
}

/** /dashboard: a welcome, today's work figures and the record count of every resource the user may view. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useStore(userStore);
  const { has } = usePermission();
  const visible = RESOURCES.filter((r) => has(`${r.area}/${r.key}/view`));
  const counts = useQueries({
    queries: visible.map((r) => ({
      queryKey: ['dashboard', 'count', r.name],
      // One row is enough: the reply's count is the total.
      queryFn: () => api.post<CountReply>(`${r.path}/~page/get`, { page: 1, length: 1 }, { silent: true }),
      staleTime: 60_000,
    })),
  });
  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={3}>{t('dashboard.welcome', { name: user?.name ?? '' })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('dashboard.today', { date: dayjs().format('YYYY-MM-DD dddd') })}
      </Typography.Paragraph>
      <HomeSummary />
      <Typography.Title level={5}>{t('dashboard.overview')}</Typography.Title>
      {visible.length === 0 ? (
        <Empty description={t('dashboard.noData')} />
      ) : (
        <Row gutter={[16, 16]}>
          {visible.map((r, i) => (
            <Col key={r.name} xs={24} sm={12} lg={6}>
              <Card>
                <Statistic
                  title={resourceTitleText(t, r.name)}
                  value={counts[i]?.data?.count ?? '-'}
                  loading={counts[i]?.isPending}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
