import { useQuery, useQueryClient } from '@tanstack/react-query';
import { perm } from '@wms/contract/permissions';
import { item } from '@wms/contract/resources/item';
import { productSku } from '@wms/contract/resources/product-sku';
import { warehouse } from '@wms/contract/resources/warehouse';
import { Button, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { TableSelect } from '../../../shared/form/TableSelect.tsx';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { tableQueryKey } from '../../../shared/table/usePageQuery.ts';
import type { ResourceOverride } from './types.ts';

/** `POST /product/item/~sku/add?wh=` `{id}` (docs/api.md). */
export const SKU_ADD_URL = `${item.path}/~sku/add`;
/** `GET /setting/warehouse/_default/get`: the warehouse the dialog starts with. */
export const DEFAULT_WAREHOUSE_URL = `${warehouse.path}/_default/get`;

interface DefaultReply {
  data?: { id?: number; name?: string } | null;
}

interface SkuFormValues {
  warehouse?: number | null;
}

const text = (v: unknown) => (v == null ? '' : String(v));

/** The default warehouse, or null when there is none or the user may not read warehouses. */
async function fetchDefaultWarehouse(): Promise<{ id: number; name: string } | null> {
  try {
    const reply = await api.get<DefaultReply>(DEFAULT_WAREHOUSE_URL, undefined, { silent: true });
    const row = reply?.data;
    return row && typeof row.id === 'number' ? { id: row.id, name: text(row.name) } : null;
  } catch {
    return null; // The warehouse stays empty and the user picks one.
  }
}

/** Picks the warehouse of an item's new SKU (the default one preselected) and asks the server to create it. */
export function SkuAddModal({ row, onClose }: { row?: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel(productSku.name);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SkuFormValues>();
  const open = !!row;
  const dflt = useQuery({
    queryKey: ['warehouse', 'default'],
    queryFn: fetchDefaultWarehouse,
    enabled: open,
    staleTime: 0,
  });
  const def = dflt.data;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  // Preselect the default warehouse once known, unless the user already chose one.
  useEffect(() => {
    if (open && def && !form.isFieldTouched('warehouse') && form.getFieldValue('warehouse') == null) {
      form.setFieldsValue({ warehouse: def.id });
    }
  }, [open, def, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (values: SkuFormValues) => {
      if (!row) return;
      const reply = await api.post<{ message?: string }>(
        SKU_ADD_URL,
        { id: row.id },
        { params: { wh: values.warehouse ?? undefined }, silent: true },
      );
      feedback().message.success(reply?.message || t('table.done'));
      void queryClient.invalidateQueries({ queryKey: tableQueryKey(productSku.path) });
      onClose();
    },
    // The server names the query parameter `wh`; the form calls it warehouse.
    (e) =>
      e instanceof ApiError && e.reply?.field === 'wh'
        ? { field: 'warehouse', message: text(e.reply.message) || e.message }
        : null,
  );

  const whLabel = label('warehouse');
  return (
    <Modal
      open={open}
      title={t('table.item.skuTitle', { code: text(row?.code) })}
      okText={t('table.item.createSku')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={480}
    >
      <Typography.Paragraph type="secondary">{t('table.item.skuHint', { name: text(row?.name) })}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="item-sku-add">
        <Form.Item
          name="warehouse"
          label={whLabel}
          rules={[{ required: true, message: t('table.form.requiredSelect', { label: whLabel }) }]}
        >
          <TableSelect resource={warehouse} label={def?.name} allowClear={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Item: a row action creates the item's SKU in a warehouse (needs the SKU add permission). */
export const itemOverride: ResourceOverride = {
  useOverride() {
    const { t } = useTranslation();
    const { has } = usePermission();
    const canAddSku = has(perm(productSku.area, productSku.key, 'add'));
    const [target, setTarget] = useState<Row>();
    if (!canAddSku) return {};
    return {
      rowActions: (row) => (
        <Button type="link" size="small" onClick={() => setTarget(row)}>
          {t('table.item.createSku')}
        </Button>
      ),
      elements: <SkuAddModal row={target} onClose={() => setTarget(undefined)} />,
    };
  },
};
