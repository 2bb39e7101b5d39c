import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { adjustStock, confirmAction, restoreStock, type StockRowInfo, scrapStock } from './stockActionsApi.ts';

export type QtyAction = 'adjust' | 'scrap' | 'restore';

interface Values {
  qty: number;
  comment?: string;
}

/**
 * Adjust (signed qty), scrap or restore one stock row: quantity required, a reason (required but
 * for restore), checked here against what the row allows, then confirmed before the call.
 * The server checks the same rules again (another user may have changed the row).
 */
export function StockQtyDialog({
  action,
  row,
  onClose,
  onDone,
}: {
  action: QtyAction | null;
  row: StockRowInfo | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = !!action && !!row;
  const available = row ? row.qoh - row.qal : 0;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const qtyRules = [
    { required: true, message: t('stockAction.qtyRequired') },
    {
      validator: async (_: unknown, v: number | null | undefined) => {
        if (v === null || v === undefined) return;
        if (!Number.isInteger(v)) throw new Error(t('stockAction.qtyPositive'));
        if (action === 'adjust') {
          if (v === 0) throw new Error(t('stockAction.qtyNotZero'));
          if (v < 0 && -v > available) throw new Error(t('stockAction.overAvailable', { max: available, allocated: row?.qal }));
          return;
        }
        if (v <= 0) throw new Error(t('stockAction.qtyPositive'));
        if (action === 'scrap' && v > available)
          throw new Error(t('stockAction.overScrap', { max: available, allocated: row?.qal }));
        if (action === 'restore' && row?.scrapped !== undefined && v > row.scrapped)
          throw new Error(t('stockAction.overRestore', { max: row.scrapped }));
      },
    },
  ];

  const { saving, submit } = useFormSubmit(
    form,
    async (values: Values) => {
      if (!row || !action) return;
      const names = { sku: row.sku, location: row.location };
      const shown = action === 'adjust' && values.qty > 0 ? `+${values.qty}` : values.qty;
      const key = { adjust: 'confirmAdjust', scrap: 'confirmScrap', restore: 'confirmRestore' }[action];
      if (!(await confirmAction(t(`stockAction.${key}`, { ...names, qty: shown })))) return;
      const comment = values.comment?.trim() || undefined;
      const reply =
        action === 'adjust'
          ? await adjustStock({ id: row.id, qty: values.qty, comment: comment ?? '' })
          : action === 'scrap'
            ? await scrapStock({ id: row.id, qty: values.qty, comment: comment ?? '' })
            : await restoreStock({ id: row.id, qty: values.qty, comment });
      feedback().message.success(reply.message);
      onDone();
      onClose();
    },
    // A refused quantity or reason belongs on its item; other refusals the request client has shown.
    (e) =>
      e instanceof ApiError && (e.reply?.field === 'qty' || e.reply?.field === 'comment')
        ? { field: String(e.reply.field), message: String(e.reply.message) }
        : null,
  );

  const title = action && row ? t(`stockAction.${action}Title`, { sku: row.sku, location: row.location }) : '';
  return (
    <Modal
      open={open}
      title={title}
      okText={action ? t(`stockAction.${action}`) : ''}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      {row && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('stockAction.current', { qoh: row.qoh, qal: row.qal, qty: available })}
        />
      )}
      <Form form={form} layout="vertical" name={`stock-${action ?? 'action'}`}>
        <Form.Item name="qty" label={action === 'adjust' ? t('stockAction.adjustQty') : t('stockAction.qty')} rules={qtyRules}>
          <InputNumber style={{ width: '100%' }} precision={0} min={action === 'adjust' ? undefined : 1} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('stockAction.reason')}
          rules={action === 'restore' ? [] : [{ required: true, whitespace: true, message: t('stockAction.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
