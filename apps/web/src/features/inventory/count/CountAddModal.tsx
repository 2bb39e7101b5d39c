import { warehouse as warehouseDef } from '@wms/contract/resources/warehouse';
import { Form, Input, Modal, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { RemoteSelect } from '../../../shared/form/RemoteSelect.tsx';
import { TableSelect } from '../../../shared/form/TableSelect.tsx';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { countApi, locationsOf, type ScopeValues } from './api.ts';

interface AddValues {
  warehouse: number;
  scope: ScopeValues;
  skus?: number[];
  blind?: boolean;
}

/**
 * New stock count: the warehouse, which of its locations (all, chosen ones, a code range or a zone
 * as a code prefix), optionally which SKUs, and whether it is blind. The server snapshots the book.
 */
export function CountAddModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('countTask');
  const [form] = Form.useForm<AddValues>();
  const [whLabel, setWhLabel] = useState<string | null>(null);
  const kind = Form.useWatch(['scope', 'kind'], form) ?? 'all';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ scope: { kind: 'all' }, blind: false });
    setWhLabel(null);
    api
      .get<{ data?: { id?: number; name?: string } | null }>(`${warehouseDef.path}/_default/get`, undefined, { silent: true })
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
    async (v) => {
      const reply = await countApi.add({
        warehouse: v.warehouse,
        locations: locationsOf(v.scope),
        skus: v.skus?.length ? v.skus : undefined,
        blind: v.blind ?? false,
      });
      feedback().message.success(reply?.message || t('table.done'));
      onAdded(reply.data.id);
      onClose();
    },
    // A refused warehouse goes on its item; anything else (e.g. too many items in scope) is a toast.
    (e) =>
      e instanceof ApiError && e.reply?.field === 'warehouse' ? { field: 'warehouse', message: String(e.reply.message) } : null,
  );
  const required = [{ required: true, message: t('count.required') }];

  return (
    <Modal
      open={open}
      title={t('count.addTitle')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" name="count-add">
        <Form.Item
          name="warehouse"
          label={label('warehouse')}
          rules={[{ required: true, message: t('count.warehouseRequired') }]}
        >
          <TableSelect resource="warehouse" label={whLabel} allowClear={false} />
        </Form.Item>
        <Form.Item name={['scope', 'kind']} label={t('count.scopeKind')}>
          <Radio.Group
            options={(['all', 'list', 'range', 'zone'] as const).map((k) => ({ value: k, label: t(`count.scope.${k}`) }))}
          />
        </Form.Item>
        {kind === 'list' && (
          <Form.Item name={['scope', 'list']} label={t('count.locations')} rules={required}>
            <RemoteSelect path="/setting/location" mode="multiple" labelField="code" />
          </Form.Item>
        )}
        {kind === 'range' && (
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item name={['scope', 'from']} label={t('count.from')} rules={required} style={{ flex: 1 }}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name={['scope', 'to']} label={t('count.to')} rules={required} style={{ flex: 1 }}>
              <Input maxLength={32} />
            </Form.Item>
          </div>
        )}
        {kind === 'zone' && (
          <Form.Item name={['scope', 'zone']} label={t('count.zone')} rules={required}>
            <Input maxLength={32} />
          </Form.Item>
        )}
        <Form.Item name="skus" label={t('count.skus')}>
          <RemoteSelect path="/product/sku" mode="multiple" labelField="no" />
        </Form.Item>
        <Form.Item name="blind" label={label('blind')} valuePropName="checked" extra={t('count.blindHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
