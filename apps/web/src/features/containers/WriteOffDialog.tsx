import { Alert, Checkbox, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useDict } from '../../shared/form/useDict.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { confirmAction } from '../inventory/stock/stockActionsApi.ts';
import { type ContainerAccountInfo, type PartnerInfo, postWriteOff, useSubmitKey } from './containerApi.ts';
import { DateAndReason, qtyRules, showRefusal } from './PostingFields.tsx';

interface Values {
  qty: number;
  postedOn: Dayjs;
  reason: string;
  /** Whether the partner pays for the units (its loss price on the statement); not when damaged at our site. */
  chargeable: boolean;
}

const FIELDS = new Set(['qty', 'reason', 'postedOn']);

/**
 * Writes off units a partner lost (`~writeOff`): at most the balance held, with a reason and whether the partner is
 * charged for them (ticked by default; not for units damaged at our site), then a confirmation naming partner,
 * packaging and quantity (a write-off is not undone). If the balance fell meanwhile, the server's refusal is shown as
 * it words it.
 */
export function WriteOffDialog({
  partner,
  account,
  onClose,
  onDone,
}: {
  partner: PartnerInfo | null;
  account: ContainerAccountInfo | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const submitKey = useSubmitKey();
  const { labelOf } = useDict('packagingType');
  const open = !!partner && !!account;
  const packaging = account ? labelOf(account.packagingType) : '';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ postedOn: dayjs(), chargeable: true });
    setRefusal(undefined);
    submitKey.reset();
  }, [open, form, submitKey]);

  const { saving, submit } = useFormSubmit(form, async (values: Values) => {
    if (!partner || !account) return;
    setRefusal(undefined);
    const ok = await confirmAction(t('ctrAccount.confirmWriteOff', { partner: partner.name, packaging, qty: values.qty }));
    if (!ok) return;
    const body = {
      partnerKind: partner.partnerKind,
      refId: partner.refId,
      packagingType: account.packagingType,
      qty: values.qty,
      postedOn: values.postedOn.format('YYYY-MM-DD'),
      reason: values.reason.trim(),
      chargeable: values.chargeable !== false,
    };
    try {
      const reply = await postWriteOff(body, submitKey.keyFor(body));
      feedback().message.success(t('ctrAccount.writtenOff', { balance: reply.data.balance }));
      onDone();
      onClose();
    } catch (e) {
      showRefusal(e, form, FIELDS, setRefusal);
    }
  });

  const max = account?.balance ?? 0;
  return (
    <Modal
      open={open}
      title={partner ? t('ctrAccount.writeOffTitle', { partner: partner.name, packaging }) : ''}
      okText={t('ctrAccount.writeOff')}
      okButtonProps={{ danger: true }}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('ctrAccount.held', { balance: max })} />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="ctr-refusal" />}
      <Form form={form} layout="vertical" name="ctr-writeoff">
        <Form.Item name="qty" label={t('ctrAccount.qty')} rules={qtyRules(t, max, t('ctrAccount.overBalance', { max }))}>
          <InputNumber style={{ width: '100%' }} precision={0} />
        </Form.Item>
        <DateAndReason />
        <Form.Item name="chargeable" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('ctrAccount.chargeable')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
