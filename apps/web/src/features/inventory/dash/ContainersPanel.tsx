import type { TContainers } from '@wms/contract/dashboard';
import { Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { useDictLabels } from '../../../shared/form/useDict.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { containerTexts } from './containerTexts.ts';
import { containersOption } from './dashOptions.ts';
import { EChart } from './EChart.tsx';

const PAST = '#ee6666';
const DICTS = ['packagingType', 'partnerKind'] as const;

/**
 * The wall screen's packaging out at partners (issue 28 §6): a bar per packaging type with its units
 * past 90 days in red, the totals, and the ten partners holding most (all types together).
 */
export function ContainersPanel({ data, dark }: { data: TContainers; dark: boolean }) {
  const { t } = useTranslation();
  const tx = containerTexts(t);
  // The dictionary's labels, as an administrator may have relabelled them, like every list of the console.
  const label = useDictLabels(DICTS);
  const typeLabel = (v: string) => label('packagingType', v);
  const kindLabel = (v: string) => label('partnerKind', v);
  if (!data.units) return <Empty style={{ marginTop: 96 }} description={tx.none} />;
  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <EChart option={containersOption(data.byType, tx, typeLabel)} dark={dark} />
      </Col>
      <Col xs={24} xl={10}>
        <Row gutter={16}>
          <Col span={12}>
            <Statistic title={tx.units} value={data.units} />
          </Col>
          <Col span={12}>
            <Statistic
              title={tx.past90Units}
              value={data.past90}
              styles={data.past90 ? { content: { color: PAST } } : undefined}
            />
          </Col>
        </Row>
        <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 4px' }}>
          {tx.top}
        </Typography.Text>
        <List
          size="small"
          data-testid="containers-top"
          dataSource={data.top}
          renderItem={(r, i) => (
            <List.Item
              extra={
                <span>
                  <Typography.Text strong>{r.units.toLocaleString()}</Typography.Text>
                  {r.past90 ? (
                    <Typography.Text style={{ color: PAST, marginLeft: 8 }} title={tx.past90}>
                      ({r.past90.toLocaleString()})
                    </Typography.Text>
                  ) : null}
                </span>
              }
            >
              <span>
                {i + 1}. {r.name} <Tag style={{ marginLeft: 4 }}>{kindLabel(r.partnerKind)}</Tag>
              </span>
            </List.Item>
          )}
        />
      </Col>
    </Row>
  );
}
