import { useQuery } from '@tanstack/react-query';
import type { THomeSummary } from '@wms/contract/dashboard';
import { orderStatusLabel } from '@wms/contract/inbound/status';
import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { useDict } from '../../shared/form/useDict.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { containerTexts } from '../inventory/dash/containerTexts.ts';
import { REFRESH_MS } from '../inventory/dash/usePolled.ts';

type Lang = 'zh' | 'en';

function Counts({ title, rows }: { title: string; rows: { name: string; value: number }[] }) {
  const { t } = useTranslation();
  return (
    <Card title={title} size="small">
      {rows.length ? (
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item extra={<Typography.Text strong>{r.value.toLocaleString()}</Typography.Text>}>{r.name}</List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} />
      )}
    </Card>
  );
}

/**
 * The home dashboard's work figures (issue 11 §6): today's inbound and outbound, open orders by
 * status, tasks in progress, stock by packaging type, packaging out at partners (issue 28 §6); each part only when the server sends it (the
 * user may see its screen). Refreshes every 60 s.
 */
export function HomeSummary() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  // The dictionary's labels, which an administrator may change (/system/dict).
  const taskTypes = useDict('taskType');
  const packTypes = useDict('packagingType');
  const { data } = useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: async () => (await api.get<{ data: THomeSummary }>('/dashboard/summary', {}, { silent: true })).data,
    refetchInterval: REFRESH_MS,
  });
  if (!data) return null;
  const parts: ReactElement[] = [];
  if (data.today) {
    const today = data.today;
    parts.push(
      <Card key="today" title={t('home.today')} size="small">
        <Row gutter={16}>
          <Col span={12}>
            <Statistic
              title={t('home.inbound')}
              value={today.inbound?.qty ?? 0}
              suffix={t('home.moves', { n: today.inbound?.moves ?? 0 })}
            />
          </Col>
          <Col span={12}>
            <Statistic
              title={t('home.outbound')}
              value={-(today.outbound?.qty ?? 0)}
              suffix={t('home.moves', { n: today.outbound?.moves ?? 0 })}
            />
          </Col>
        </Row>
      </Card>,
    );
  }
  const orders = (title: string, rows: THomeSummary['inboundOrders']) =>
    rows &&
    parts.push(
      <Counts key={title} title={title} rows={rows.map((r) => ({ name: orderStatusLabel(r.status, lang), value: r.count }))} />,
    );
  orders(t('home.inboundOrders'), data.inboundOrders);
  orders(t('home.outboundOrders'), data.outboundOrders);
  if (data.tasks) {
    const rows = data.tasks.map((r) => ({
      name: `${taskTypes.labelOf(r.type)} · ${t(r.status === 20 ? 'home.started' : 'home.open')}`,
      value: r.count,
    }));
    parts.push(<Counts key="tasks" title={t('home.tasks')} rows={rows} />);
  }
  if (data.stockByPackType) {
    const rows = data.stockByPackType.map((r) => ({
      name: r.packType === null ? t('home.noPackType') : packTypes.labelOf(r.packType),
      value: r.qoh,
    }));
    parts.push(<Counts key="stock" title={t('home.stock')} rows={rows} />);
  }
  if (data.containers) {
    const tx = containerTexts(t);
    parts.push(
      <Card key="containers" title={tx.title} size="small" extra={<Link to="/inventory/account">{tx.open}</Link>}>
        <Row gutter={16}>
          <Col span={12}>
            <Statistic title={tx.partners} value={data.containers.partners} />
          </Col>
          <Col span={12}>
            <Statistic
              title={tx.partnersPast90}
              value={data.containers.partnersPast90}
              styles={data.containers.partnersPast90 ? { content: { color: '#cf1322' } } : undefined}
            />
          </Col>
        </Row>
      </Card>,
    );
  }
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {parts.map((p) => (
        <Col key={(p as { key: string }).key} xs={24} md={12} xl={8}>
          {p}
        </Col>
      ))}
    </Row>
  );
}
