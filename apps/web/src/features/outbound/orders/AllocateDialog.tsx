import {
  ALLOC_STRATEGIES,
  type AllocStrategy,
  SHORTAGE_POLICIES,
  type ShortagePolicy,
  type TPreviewResult,
} from '@wms/contract/outbound/allocation';
import { Alert, Button, Flex, Form, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { outcomeText, type PreviewTableRow, previewRows, refusalText } from './allocation.ts';
import { type ObOrder, obApi } from './api.ts';

export interface AllocateDialogProps {
  orders: Pick<ObOrder, 'id' | 'no'>[];
  onClose: () => void;
  onAllocated: () => void;
}

interface Choice {
  strategy: AllocStrategy;
  shortage: ShortagePolicy;
}

/**
 * Allocation of one or more orders: the strategy and the shortage policy, each explained; the
 * preview of the stock rows each line would take from `~allocate/preview`; then `~allocate` with
 * the previewed choice. Allocating needs a preview of the current choice, so the clerk sees what
 * will be taken; the server's refusal (a short order under "raise an error", a status) shows here.
 */
export function AllocateDialog({ orders, onClose, onAllocated }: AllocateDialogProps) {
  const { t } = useTranslation();
  // The dictionary's labels, which an administrator may change (/system/dict).
  const dicts = { allocStrategy: useDict('allocStrategy'), shortagePolicy: useDict('shortagePolicy') };
  const [choice, setChoice] = useState<Choice>({ strategy: 'fifo', shortage: 'error' });
  const [preview, setPreview] = useState<{ of: Choice; data: TPreviewResult } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'allocate' | null>(null);
  const ids = orders.map((o) => o.id);
  const current = preview && preview.of.strategy === choice.strategy && preview.of.shortage === choice.shortage;

  const change = (next: Partial<Choice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setRefusal(null);
  };
  const loadPreview = async () => {
    setBusy('preview');
    setRefusal(null);
    try {
      setPreview({ of: choice, data: await obApi.preview(ids, choice.strategy, choice.shortage) });
    } catch (e) {
      setPreview(null);
      setRefusal(refusalText(e));
    } finally {
      setBusy(null);
    }
  };
  const allocate = async () => {
    setBusy('allocate');
    setRefusal(null);
    try {
      const reply = await obApi.allocate(ids, choice.strategy, choice.shortage);
      const { done, short } = outcomeText(t, reply.data.orders);
      feedback().message.success(done);
      if (short) feedback().message.warning(short);
      onAllocated();
    } catch (e) {
      setRefusal(refusalText(e));
    } finally {
      setBusy(null);
    }
  };

  const option = (name: 'allocStrategy' | 'shortagePolicy', value: string, help: string) => ({
    value,
    label: dicts[name].labelOf(value),
    help,
  });
  const strategies = ALLOC_STRATEGIES.map((s) => option('allocStrategy', s, t(`obOrder.alloc.strategy.${s}.help`)));
  const shortages = SHORTAGE_POLICIES.map((s) => option('shortagePolicy', s, t(`obOrder.alloc.shortage.${s}.help`)));
  const renderOption = (o: { data: { label: string; help: string } }) => (
    <div style={{ whiteSpace: 'normal' }}>
      <div>{o.data.label}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {o.data.help}
      </Typography.Text>
    </div>
  );

  const lineCell = (render: (r: PreviewTableRow) => React.ReactNode) => ({
    render: (_: unknown, r: PreviewTableRow) => render(r),
    onCell: (r: PreviewTableRow) => ({ rowSpan: r.span }),
  });
  const columns = [
    { key: 'lineNo', title: '#', width: 48, ...lineCell((r) => r.lineNo) },
    { key: 'sku', title: t('obOrder.allocations.sku'), ...lineCell((r) => r.skuLabel) },
    { key: 'want', title: t('obOrder.alloc.want'), ...lineCell((r) => r.want) },
    {
      key: 'got',
      title: t('obOrder.alloc.got'),
      ...lineCell((r) => (r.got < r.want ? <Tag color="warning">{r.got}</Tag> : r.got)),
    },
    {
      key: 'location',
      title: t('obOrder.allocations.location'),
      render: (_: unknown, r: PreviewTableRow) =>
        r.locationLabel ?? <Typography.Text type="secondary">{t('obOrder.alloc.nothing')}</Typography.Text>,
    },
    { key: 'lotNo', title: t('obOrder.allocations.lotNo'), dataIndex: 'lotNo' },
    { key: 'available', title: t('obOrder.alloc.available'), dataIndex: 'available' },
    { key: 'qty', title: t('obOrder.allocations.qty'), dataIndex: 'qty' },
    { key: 'why', title: t('obOrder.alloc.why'), dataIndex: 'why' },
  ];

  return (
    <Modal
      open
      width={960}
      title={t('obOrder.alloc.title')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('table.cancel')}</Button>
          <Button loading={busy === 'preview'} onClick={loadPreview}>
            {t('obOrder.alloc.preview')}
          </Button>
          <Button type="primary" disabled={!current} loading={busy === 'allocate'} onClick={allocate}>
            {t('obOrder.alloc.confirm')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('obOrder.alloc.orders', { nos: orders.map((o) => o.no).join(', ') })}</Typography.Paragraph>
      <Form layout="vertical">
        <Flex gap={16} wrap>
          <Form.Item
            label={t('obOrder.alloc.strategy')}
            htmlFor="alloc-strategy"
            extra={t(`obOrder.alloc.strategy.${choice.strategy}.help`)}
            style={{ flex: 1, minWidth: 280 }}
          >
            <Select
              id="alloc-strategy"
              value={choice.strategy}
              options={strategies}
              optionRender={renderOption}
              onChange={(strategy) => change({ strategy })}
            />
          </Form.Item>
          <Form.Item
            label={t('obOrder.alloc.shortage')}
            htmlFor="alloc-shortage"
            extra={t(`obOrder.alloc.shortage.${choice.shortage}.help`)}
            style={{ flex: 1, minWidth: 280 }}
          >
            <Select
              id="alloc-shortage"
              value={choice.shortage}
              options={shortages}
              optionRender={renderOption}
              onChange={(shortage) => change({ shortage })}
            />
          </Form.Item>
        </Flex>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      {!preview && <Alert type="info" title={t('obOrder.alloc.previewHint')} />}
      {preview && !current && <Alert type="warning" title={t('obOrder.alloc.previewStale')} style={{ marginBottom: 12 }} />}
      {preview?.data.orders.map((o) =>
        o.strategies.map((s) => (
          <div key={`${o.id}-${s.strategy}`} data-testid="alloc-preview" style={{ marginBottom: 12 }}>
            <Space style={{ marginBottom: 8 }}>
              <strong>{o.no}</strong>
              <span>{dicts.allocStrategy.labelOf(s.strategy)}</span>
              {s.short && <Tag color="warning">{t('obOrder.alloc.short')}</Tag>}
            </Space>
            {s.refused && <Alert type="error" showIcon title={t('obOrder.alloc.refused')} style={{ marginBottom: 8 }} />}
            <Table<PreviewTableRow>
              size="small"
              rowKey="key"
              bordered
              pagination={false}
              dataSource={previewRows(s.lines)}
              columns={columns}
              scroll={{ x: 'max-content', y: 320 }}
            />
          </div>
        )),
      )}
    </Modal>
  );
}
