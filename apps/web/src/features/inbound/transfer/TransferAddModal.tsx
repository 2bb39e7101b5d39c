import { PlusOutlined } from '@ant-design/icons';
import { warehouse as warehouseDef } from '@wms/contract/resources/warehouse';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { TableSelect } from '../../../shared/form/TableSelect.tsx';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { DATE_FORMAT } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { type AddFormValues, addBody, askedUpTo, type LineDraft, linesFor, TF_PATH } from './lines.ts';
import { StockPickerModal } from './StockPickerModal.tsx';

const DEFAULT_WAREHOUSE_URL = `${warehouseDef.path}/_default/get`;

interface AddReply {
  message?: string;
  data?: { id: number };
}

const dateItem = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: dayjs.Dayjs | null) => (d ? d.format(DATE_FORMAT) : null),
};

/**
 * New transfer order: warehouse, posting date, number (left empty, the server numbers it), and
 * lines picked from the warehouse's available stock rows, each with its destination and quantity
 * (at most what the row has available, counting the row's other lines).
 */
export function TransferAddModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel('tfOrder');
  const stockLabel = useFieldLabel('stock');
  const [form] = Form.useForm<AddFormValues>();
  const [picking, setPicking] = useState(false);
  const [whLabel, setWhLabel] = useState<string | null>(null);
  // Lines live in the form's store whole (their source row too); only destination and qty have items.
  const warehouse = Form.useWatch('warehouse', { form, preserve: true });
  const items = (Form.useWatch('items', { form, preserve: true }) ?? []) as LineDraft[];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ postingDate: dayjs().format(DATE_FORMAT), items: [] });
    setWhLabel(null);
    // The default warehouse, when there is one the user may read.
    api
      .get<{ data?: { id?: number; name?: string } | null }>(DEFAULT_WAREHOUSE_URL, undefined, { silent: true })
      .then((r) => {
        if (typeof r?.data?.id === 'number' && form.getFieldValue('warehouse') == null) {
          form.setFieldsValue({ warehouse: r.data.id });
          setWhLabel(r.data.name ?? null);
        }
      })
      .catch(() => {});
  }, [open, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (checked) => {
      const values: AddFormValues = { ...checked, items: form.getFieldValue('items') ?? [] };
      if (!values.items?.length) {
        feedback().message.error(t('transfer.noLines'));
        return;
      }
      const reply = await api.post<AddReply>(`${TF_PATH}/~add`, addBody(values), { silent: true });
      feedback().message.success(reply?.message || t('table.done'));
      if (reply?.data) onAdded(reply.data.id);
      onClose();
    },
    (e) =>
      e instanceof ApiError && typeof e.reply?.field === 'string' && e.reply.field !== 'items'
        ? { field: e.reply.field, message: String(e.reply.message) }
        : null,
  );

  const setItems = (next: LineDraft[]) => form.setFieldsValue({ items: next });

  const columns = [
    { key: 'location', title: stockLabel('location'), render: (_: unknown, l: LineDraft) => l.source.locationLabel },
    { key: 'sku', title: stockLabel('sku'), render: (_: unknown, l: LineDraft) => l.source.skuLabel },
    { key: 'lotNo', title: stockLabel('lotNo'), render: (_: unknown, l: LineDraft) => l.source.lotNo },
    { key: 'lpn', title: stockLabel('lpn'), render: (_: unknown, l: LineDraft) => l.source.lpn },
    {
      key: 'available',
      title: t('transfer.available'),
      align: 'right' as const,
      render: (_: unknown, l: LineDraft) => l.source.qty,
    },
    {
      key: 'to',
      title: t('transfer.toLocation'),
      width: 200,
      render: (_: unknown, l: LineDraft, i: number) => (
        <Form.Item
          name={['items', i, 'location']}
          style={{ margin: 0 }}
          rules={[
            { required: true, message: t('transfer.toLocationRequired') },
            {
              validator: async (_r, v) => {
                if (v != null && v === l.source.location) throw new Error(t('transfer.sameLocation'));
              },
            },
          ]}
        >
          <TableSelect resource="location" placeholder={t('transfer.toLocation')} id={`transfer-to-${i}`} />
        </Form.Item>
      ),
    },
    {
      key: 'qty',
      title: label('qty'),
      width: 140,
      render: (_: unknown, l: LineDraft, i: number) => (
        <Form.Item
          name={['items', i, 'qty']}
          style={{ margin: 0 }}
          dependencies={items.map((_x, j) => ['items', j, 'qty'])}
          rules={[
            { required: true, message: t('transfer.qtyRequired') },
            { type: 'integer', min: 1, message: t('transfer.qtyRequired') },
            {
              validator: async () => {
                const all = (form.getFieldValue('items') ?? []) as LineDraft[];
                if (askedUpTo(all, i) > l.source.qty) throw new Error(t('transfer.overAvailable', { available: l.source.qty }));
              },
            },
          ]}
        >
          <InputNumber
            min={1}
            max={l.source.qty}
            precision={0}
            style={{ width: '100%' }}
            aria-label={`${label('qty')} ${i + 1}`}
          />
        </Form.Item>
      ),
    },
    {
      key: 'remove',
      width: 70,
      render: (_: unknown, _l: LineDraft, i: number) => (
        <Button type="link" size="small" danger onClick={() => setItems(items.filter((_x, j) => j !== i))}>
          {t('table.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('transfer.addTitle')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={1100}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="transfer-add"
        onValuesChange={(changed) => {
          // Lines are stock rows of the warehouse: another warehouse starts them afresh.
          if ('warehouse' in changed) setItems([]);
        }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 16 }}>
          <Form.Item name="no" label={label('no')} rules={[{ max: 50, message: t('transfer.noTooLong') }]}>
            <Input placeholder={t('transfer.noAuto')} />
          </Form.Item>
          <Form.Item
            name="warehouse"
            label={label('warehouse')}
            rules={[{ required: true, message: t('transfer.warehouseRequired') }]}
          >
            <TableSelect resource="warehouse" label={whLabel} allowClear={false} />
          </Form.Item>
          <Form.Item
            name="postingDate"
            label={label('postingDate')}
            rules={[{ required: true, message: t('transfer.postingDateRequired') }]}
            {...dateItem}
          >
            <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} />
          </Form.Item>
          <Form.Item name="comment" label={label('comment')} rules={[{ max: 500 }]}>
            <Input />
          </Form.Item>
        </div>
        <Button icon={<PlusOutlined />} disabled={warehouse == null} onClick={() => setPicking(true)} style={{ marginBottom: 8 }}>
          {t('transfer.pickStock')}
        </Button>
        <Table<LineDraft>
          size="small"
          rowKey="stock"
          columns={columns}
          dataSource={items}
          pagination={false}
          locale={{ emptyText: t('transfer.noLines') }}
          scroll={{ x: 'max-content' }}
        />
      </Form>
      <StockPickerModal
        open={picking}
        warehouse={warehouse}
        onClose={() => setPicking(false)}
        onPick={(rows) => setItems(linesFor(form.getFieldValue('items') ?? [], rows))}
      />
    </Modal>
  );
}
