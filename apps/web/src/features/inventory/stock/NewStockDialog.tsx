import { location } from '@wms/contract/resources/location';
import { productSku } from '@wms/contract/resources/product-sku';
import { warehouse } from '@wms/contract/resources/warehouse';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { RemoteSelect } from '../../../shared/form/RemoteSelect.tsx';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { adjustStock, confirmAction } from './stockActionsApi.ts';

interface Values {
  warehouse: number;
  location: number;
  sku: number;
  lotNo?: string;
  qty: number;
  comment: string;
}

const FIELDS = ['warehouse', 'location', 'sku', 'lotNo', 'qty', 'comment'];

/** Adjust stock into a row that does not exist yet (`~adjust` by warehouse, location, SKU and lot; qty > 0). */
export function NewStockDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('stockAction');
  const [form] = Form.useForm<Values>();
  // Location and SKU belong to the chosen warehouse: nothing else is offered, and a change of
  // warehouse clears them (see the warehouse's onChange).
  const wh = Form.useWatch('warehouse', form) as number | undefined;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v: Values) => {
      if (!(await confirmAction(t('stockAction.confirmNew', { qty: v.qty })))) return;
      const lotNo = v.lotNo?.trim() || undefined;
      const reply = await adjustStock({ ...v, lotNo, comment: v.comment.trim() });
      feedback().message.success(reply.message);
      onDone();
      onClose();
    },
    (e) =>
      e instanceof ApiError && FIELDS.includes(String(e.reply?.field))
        ? { field: String(e.reply!.field), message: String(e.reply!.message) }
        : null,
  );

  return (
    <Modal
      open={open}
      title={t('stockAction.newStockTitle')}
      okText={t('stockAction.adjust')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="stock-new">
        <Form.Item
          name="warehouse"
          label={label('warehouse')}
          rules={[{ required: true, message: t('stockAction.warehouseRequired') }]}
        >
          <RemoteSelect path={warehouse.path} onChange={() => form.setFieldsValue({ location: undefined, sku: undefined })} />
        </Form.Item>
        <Form.Item
          name="location"
          label={label('location')}
          rules={[{ required: true, message: t('stockAction.locationRequired') }]}
        >
          <RemoteSelect path={location.path} labelField="code" warehouse={wh ?? null} />
        </Form.Item>
        <Form.Item name="sku" label={label('sku')} rules={[{ required: true, message: t('stockAction.skuRequired') }]}>
          <RemoteSelect path={productSku.path} labelField="no" nameField="itemName" warehouse={wh ?? null} />
        </Form.Item>
        <Form.Item name="lotNo" label={label('lotNo')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="qty"
          label={t('stockAction.qty')}
          rules={[
            { required: true, message: t('stockAction.qtyRequired') },
            { type: 'integer', min: 1, message: t('stockAction.qtyPositive') },
          ]}
        >
          <InputNumber style={{ width: '100%' }} precision={0} min={1} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('stockAction.reason')}
          rules={[{ required: true, whitespace: true, message: t('stockAction.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
