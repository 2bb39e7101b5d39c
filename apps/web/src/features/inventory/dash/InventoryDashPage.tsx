import { QueryClientProvider } from '@tanstack/react-query';
import type { TContainers, TCustomerRow, TDailyRow, TDelivery, TMonthlyRow, TPlanRow } from '@wms/contract/dashboard';
import { Button, Card, Col, Flex, Result, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useDocumentTitle } from '../../../shared/page/useDocumentTitle.ts';
import { settingsStore } from '../../../shared/settings.ts';
import { useStore } from '../../../shared/store.ts';
import { ContainersPanel } from './ContainersPanel.tsx';
import { containerTexts } from './containerTexts.ts';
import { customersOption, type DashTexts, dailyOption, deliveryOption, monthlyOption, planOption } from './dashOptions.ts';
import { EChart } from './EChart.tsx';
import { usePolled } from './usePolled.ts';

type Polled<T> = ReturnType<typeof usePolled<T>>;
/** A row's cards as high as its highest. */
const FULL_HEIGHT = { height: '100%' } as const;

interface PanelProps<T> {
  title: string;
  polled: Polled<T>;
  dark: boolean;
  /** The chart's option from the figures, or (`render`) the card's whole body. */
  draw?: (d: T) => object;
  render?: (d: T) => ReactNode;
}

/** A chart's card: its title, the chart once its figures came, a note while they cannot be refreshed. */
function Panel<T>({ title, polled, draw, render, dark }: PanelProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (polled.data !== undefined) body = render ? render(polled.data) : <EChart option={draw!(polled.data)} dark={dark} />;
  else if (polled.failed) body = <Result status="warning" subTitle={t('dash.failed')} />;
  else body = <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <Card
      title={<span style={{ fontSize: 18 }}>{title}</span>}
      extra={
        polled.failed && polled.data !== undefined ? <Typography.Text type="warning">{t('dash.stale')}</Typography.Text> : null
      }
      style={FULL_HEIGHT}
      styles={{ body: { padding: 8, minHeight: 316 } }}
    >
      {body}
    </Card>
  );
}

/**
 * /inventory/dash: the full-screen packaging visualisation (spec §2, issue 11 §6): customers' stock,
 * daily and monthly inbound and outbound, production plan against deliveries, delivery distribution;
 * packaging out at partners (issue 28 §6).
 * Refreshes every 60 s; follows the language and the night-mode setting.
 */
export default function InventoryDashPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('route.dash'));
  const dark = useStore(settingsStore).theme === 'dark';
  const texts: DashTexts = {
    inbound: t('dash.inbound'),
    outbound: t('dash.outbound'),
    planned: t('dash.planned'),
    delivered: t('dash.delivered'),
    onHand: t('dash.onHand'),
    allocated: t('dash.allocated'),
    others: t('dash.others'),
    none: t('dash.none'),
  };
  const customers = usePolled<TCustomerRow[]>('/inventory/dash/customers');
  const daily = usePolled<TDailyRow[]>('/inventory/dash/daily', { days: 30 });
  const monthly = usePolled<TMonthlyRow[]>('/inventory/dash/monthly', { months: 12 });
  const plan = usePolled<TPlanRow[]>('/inventory/dash/plan');
  const delivery = usePolled<TDelivery>('/inventory/dash/delivery');
  const containers = usePolled<TContainers>('/inventory/dash/containers');
  const updated = [customers, daily, monthly, plan, delivery, containers].map((p) => p.at?.getTime() ?? 0);
  const last = Math.max(...updated);
  return (
    <div style={{ minHeight: '100vh', boxSizing: 'border-box', padding: 16, background: dark ? '#0b1a33' : '#f0f2f5' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('route.dash')}
        </Typography.Title>
        <Flex gap={16} align="center">
          <Typography.Text type="secondary" style={{ fontSize: 16 }}>
            {last ? t('dash.updated', { time: dayjs(last).format('HH:mm:ss') }) : ''}
          </Typography.Text>
          <Link to="/">
            <Button>{t('common.backHome')}</Button>
          </Link>
        </Flex>
      </Flex>
      {/*
        A wall screen (1920 × 1080 and up, xxl) has every panel in two rows, nothing below the fold:
        four charts, then the plan beside the packaging out at partners. Narrower screens scroll.
      */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12} xxl={6}>
          <Panel title={t('dash.daily')} polled={daily} draw={(d) => dailyOption(d, texts)} dark={dark} />
        </Col>
        <Col xs={24} xl={12} xxl={6}>
          <Panel title={t('dash.monthly')} polled={monthly} draw={(d) => monthlyOption(d, texts)} dark={dark} />
        </Col>
        <Col xs={24} xl={8} xxl={6}>
          <Panel title={t('dash.customers')} polled={customers} draw={(d) => customersOption(d, texts)} dark={dark} />
        </Col>
        <Col xs={24} xl={8} xxl={6}>
          <Panel title={t('dash.delivery')} polled={delivery} draw={(d) => deliveryOption(d, texts)} dark={dark} />
        </Col>
        <Col xs={24} xl={8} xxl={8}>
          <Panel title={t('dash.plan')} polled={plan} draw={(d) => planOption(d, texts)} dark={dark} />
        </Col>
        <Col xs={24} xxl={16}>
          <Panel
            title={containerTexts(t).title}
            polled={containers}
            render={(d) => (
              // The wall screen stands outside the console's query client; its panel reads the dictionaries through it.
              <QueryClientProvider client={queryClient}>
                <ContainersPanel data={d} dark={dark} />
              </QueryClientProvider>
            )}
            dark={dark}
          />
        </Col>
      </Row>
    </div>
  );
}
