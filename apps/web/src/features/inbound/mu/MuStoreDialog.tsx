import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDebounced } from '../../../shared/form/useDebounced.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { fetchLocations, fetchPallet, type MuLine, type MuStoreLine, storePallet } from './muApi.ts';

export interface Pallet {
  lpn: string;
  warehouse: number;
}

interface Values {
  location: number;
  items: Omit<MuStoreLine, 'id'>[];
}

/**
 * The put-away needs each line's lot and ship-box label (spec §5). A line whose order has none is
 * proposed the order number as its lot (what was received together) and the pallet's LPN as its
 * label (the label on the unit being stored); the operator may change either
 * (docs/decisions/inbound.md "MU pallet inbound").
 */
export const proposedLine = (l: MuLine, lpn: string): MuStoreLine => ({
  id: l.id,
  lotNo: l.lotNo?.trim() || l.orderNo,
  shipBoxLbl: l.shipBoxLbl?.trim() || lpn,
});

/**
 * Puts one pallet away: shows what is on it with each line's lot and box label, asks for a location
 * of the pallet's warehouse, and after a confirmation stores every open line there in one call.
 */
export function MuStoreDialog({ pallet, onClose, onDone }: { pallet: Pallet | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('ibOrderLine');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());

  useEffect(() => {
    if (pallet) {
      form.resetFields();
      setKeyword('');
    }
  }, [pallet, form]);

  const lines = useQuery({
    queryKey: ['muPallet', pallet?.lpn, pallet?.warehouse],
    queryFn: () => fetchPallet(pallet!.lpn, pallet!.warehouse),
    enabled: !!pallet,
  });
  const locations = useQuery({
    queryKey: ['muLocations', pallet?.warehouse, search],
    queryFn: () => fetchLocations(pallet!.warehouse, search),
    enabled: !!pallet,
  });
  const open = (lines.data ?? []).filter((l) => l.openQty > 0);

  // Each line's lot and label as the order has them, or as proposed, once the contents arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is derived from `lines.data`.
  useEffect(() => {
    if (pallet)
      form.setFieldValue(
        'items',
        open.map((l) => proposedLine(l, pallet.lpn)),
      );
  }, [lines.data, pallet, form]);

  const confirm = (text: string) =>
    new Promise<boolean>((resolve) => {
      feedback().modal.confirm({
        title: t('common.tip'),
        content: text,
        okText: t('table.ok'),
        cancelText: t('table.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const { saving, submit } = useFormSubmit(
    form,
    async (values: Values) => {
      if (!pallet) return;
      if (!open.length) {
        feedback().message.warning(t('inboundMu.nothingOpen'));
        return;
      }
      const code = locations.data?.find((l) => l.id === values.location)?.code ?? String(values.location);
      const qty = open.reduce((s, l) => s + l.openQty, 0);
      if (!(await confirm(t('inboundMu.confirm', { lpn: pallet.lpn, lines: open.length, qty, location: code })))) return;
      // The form holds the cells only: each row's id is the line shown at that index.
      const items = open.map((l, i) => ({ ...values.items[i]!, id: l.id }));
      const done = await storePallet(pallet.lpn, values.location, items);
      feedback().message.success(t('inboundMu.done', { lpn: done.lpn, lines: done.lines, qty: done.qty }));
      onDone();
      onClose();
    },
    // A refused location, lot or label belongs on its item; other refusals the request client has shown.
    (e) => {
      const field = e instanceof ApiError ? e.reply?.field : undefined;
      return typeof field === 'string' && /^(location|items\.\d+\.(lotNo|shipBoxLbl))$/.test(field)
        ? { field, message: String((e as ApiError).reply!.message) }
        : null;
    },
  );

  const cell = (name: 'lotNo' | 'shipBoxLbl', required: string) => (_: unknown, l: MuLine, i: number) => (
    <Form.Item name={['items', i, name]} rules={[{ required: true, whitespace: true, message: required }]} style={{ margin: 0 }}>
      <Input aria-label={`${label(name)} ${l.orderNo}-${l.lineNo}`} maxLength={50} />
    </Form.Item>
  );

  return (
    <Modal
      open={!!pallet}
      title={t('inboundMu.putAwayTitle', { lpn: pallet?.lpn ?? '' })}
      okText={t('inboundMu.putAway')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: lines.isLoading }}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={760}
    >
      <Form form={form} layout="vertical" name="inbound-mu-store">
        <Form.Item
          name="location"
          label={t('inboundMu.location')}
          rules={[{ required: true, message: t('inboundMu.locationRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={locations.isFetching}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.code }))}
            placeholder={t('inboundMu.locationRequired')}
          />
        </Form.Item>
        <div style={{ marginBottom: 8, fontWeight: 500 }}>{t('inboundMu.contents')}</div>
        <div style={{ marginBottom: 8, color: 'var(--ant-color-text-secondary)' }}>{t('inboundMu.labelsHint')}</div>
        <Table<MuLine>
          size="small"
          rowKey="id"
          loading={lines.isLoading}
          dataSource={open}
          pagination={false}
          scroll={{ y: 280 }}
          columns={[
            { key: 'orderNo', dataIndex: 'orderNo', title: t('inboundMu.orderNo'), width: 150 },
            { key: 'lineNo', dataIndex: 'lineNo', title: label('lineNo'), width: 60 },
            { key: 'skuLabel', dataIndex: 'skuLabel', title: label('sku'), ellipsis: true },
            { key: 'itemName', dataIndex: 'itemName', title: label('itemName'), ellipsis: true },
            { key: 'openQty', dataIndex: 'openQty', title: t('inboundMu.qty'), width: 90, align: 'right' },
            { key: 'lotNo', title: label('lotNo'), width: 170, render: cell('lotNo', t('inboundMu.lotRequired')) },
            {
              key: 'shipBoxLbl',
              title: label('shipBoxLbl'),
              width: 170,
              render: cell('shipBoxLbl', t('inboundMu.labelRequired')),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
