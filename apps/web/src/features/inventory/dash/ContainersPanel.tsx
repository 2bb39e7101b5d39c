import type { TContainers } from '@wms/contract/dashboard';
import { Col, Empty, Flex, List, Row, Statistic, Tag, Typography } from 'antd';
import { useDictLabels } from '../../../shared/form/useDict.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { containerTexts } from './containerTexts.ts';
import { containersOption } from './dashOptions.ts';
import { EChart } from './EChart.tsx';

const PAST = '#ee6666';
const DICTS = ['packagingType', 'partnerKind'] as const;
/** The top ten as three columns: partner, units out, of which past 90 days (each headed by its label). */
const ROW = { width: '100%', alignItems: 'baseline', gap: 12 } as const;
const NAME = { flex: 1, minWidth: 0 } as const;
const UNITS = { width: 190, textAlign: 'right', flexShrink: 0 } as const;
const PAST90 = { width: 150, textAlign: 'right', flexShrink: 0 } as const;
/**
 * Rows a little tighter than antd's small list, so ten partners fit beside the chart on a 1080-high
 * wall, and flush with the header, so each figure stands under its label.
 */
const ITEM = { paddingBlock: 5, paddingInline: 0 } as const;

/**
 * The wall screen's packaging out at partners (issue 28 §6): a bar per packaging type with its units
 * past 90 days in red, how many partners hold some (and some out over 90 days), and the ten partners
 * holding most, their units out per type and, in red, how many of them are out over 90 days, under
 * column labels. Units of different types are never added up (issue 34 §6).
 */
export function ContainersPanel({ data, dark }: { data: TContainers; dark: boolean }) {
  const { t } = useTranslation();
  const tx = containerTexts(t);
  // The dictionary's labels, as an administrator may have relabelled them, like every list of the console.
  const label = useDictLabels(DICTS);
  const typeLabel = (v: string) => label('packagingType', v);
  const kindLabel = (v: string) => label('partnerKind', v);
  if (!data.partners) return <Empty style={{ marginTop: 96 }} description={tx.none} />;
  /** "Pallet 25 · Lid 5": each type's figure beside its name. */
  const perType = (r: TContainers['top'][number], k: 'units' | 'past90') =>
    r.types
      .filter((x) => x[k] > 0)
      .map((x) => `${typeLabel(x.packagingType)} ${x[k].toLocaleString()}`)
      .join(' · ');
  return (
    <Row gutter={16}>
      {/* On a wall (xxl) the partners get half the panel: their names need it more than three bars. */}
      <Col xs={24} xl={14} xxl={12}>
        <EChart option={containersOption(data.byType, tx, typeLabel)} dark={dark} />
      </Col>
      <Col xs={24} xl={10} xxl={12}>
        <Row gutter={16}>
          <Col span={12}>
            <Statistic title={tx.partners} value={data.partners} />
          </Col>
          <Col span={12}>
            <Statistic
              title={tx.partnersPast90}
              value={data.partnersPast90}
              styles={data.partnersPast90 ? { content: { color: PAST } } : undefined}
            />
          </Col>
        </Row>
        <List
          size="small"
          data-testid="containers-top"
          dataSource={data.top}
          header={
            // Each figure's column says what it is: the wall is read from afar, where no tooltip opens.
            <Flex style={ROW}>
              <Typography.Text type="secondary" style={NAME}>
                {tx.top}
              </Typography.Text>
              <Typography.Text type="secondary" style={UNITS}>
                {tx.units}
              </Typography.Text>
              <Typography.Text type="secondary" style={PAST90}>
                {tx.topPast90}
              </Typography.Text>
            </Flex>
          }
          renderItem={(r, i) => (
            <List.Item style={ITEM}>
              <Flex style={ROW}>
                <Typography.Text style={NAME} ellipsis={{ tooltip: r.name }}>
                  {i + 1}. {r.name}
                </Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{kindLabel(r.partnerKind)}</Tag>
                <Typography.Text strong style={UNITS} ellipsis={{ tooltip: perType(r, 'units') }}>
                  {perType(r, 'units')}
                </Typography.Text>
                <Typography.Text style={{ ...PAST90, color: PAST }} ellipsis={{ tooltip: perType(r, 'past90') }}>
                  {perType(r, 'past90')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Col>
    </Row>
  );
}
