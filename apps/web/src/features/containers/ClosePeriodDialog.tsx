import type { TPeriod } from '@wms/contract/containers/period';
import { Alert, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { confirmAction } from '../inventory/stock/stockActionsApi.ts';
import { closePeriod, refusalText } from './containerApi.ts';

/** A day that has not ended cannot be closed: today and after are not offered. */
export const notEnded = (d: Dayjs) => !d.isBefore(dayjs(), 'day');

interface Values {
  closedThrough: Dayjs | null;
  openedOn: Dayjs;
  currency?: string;
}

/** ISO 4217 codes the browser knows, for the site's currency. */
const CURRENCIES = Intl.supportedValuesOf('currency').map((c) => ({ value: c, label: c }));

/**
 * Moves the accounts' lock date (`~close`, permission inventory/account/closePeriod): days up to
 * yesterday only, then a confirmation naming the day; clearing the date opens every period. The
 * opening date and the site's currency (sent only when changed; refused while a partner has prices)
 * move here too. The server's refusal is shown as it words it.
 */
export function ClosePeriodDialog({
  period,
  open,
  onClose,
  onDone,
}: {
  period: TPeriod | undefined;
  open: boolean;
  onClose: () => void;
  onDone: (p: TPeriod) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      closedThrough: period?.closedThrough ? dayjs(period.closedThrough) : dayjs().subtract(1, 'month').endOf('month'),
      openedOn: period ? dayjs(period.openedOn) : undefined,
      currency: period?.currency,
    });
    setRefusal(undefined);
  }, [open, form, period]);

  const { saving, submit } = useFormSubmit(form, async (values: Values) => {
    const day = values.closedThrough ? values.closedThrough.format('YYYY-MM-DD') : null;
    const ok = await confirmAction(day ? t('ctrAccount.confirmClose', { day }) : t('ctrAccount.confirmOpenAll'));
    if (!ok) return;
    try {
      const currency = values.currency && values.currency !== period?.currency ? { currency: values.currency } : {};
      const p = await closePeriod({ closedThrough: day, openedOn: values.openedOn.format('YYYY-MM-DD'), ...currency });
      feedback().message.success(day ? t('ctrAccount.closed', { day }) : t('ctrAccount.openedAll'));
      onDone(p);
      onClose();
    } catch (e) {
      setRefusal(refusalText(e));
    }
  });

  return (
    <Modal
      open={open}
      title={t('ctrAccount.closeTitle')}
      okText={t('ctrAccount.closePeriod')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('ctrAccount.closeHelp')} />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="ctr-refusal" />}
      <Form form={form} layout="vertical" name="ctr-close">
        <Form.Item name="closedThrough" label={t('ctrAccount.closeDate')}>
          <DatePicker allowClear disabledDate={notEnded} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="openedOn"
          label={t('ctrAccount.openedOn')}
          extra={t('ctrAccount.openedOnHelp')}
          rules={[{ required: true }]}
        >
          <DatePicker allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="currency" label={t('ctrAccount.currency')} extra={t('ctrAccount.currencyHelp')}>
          <Select showSearch options={CURRENCIES} style={{ width: 200 }} aria-label={t('ctrAccount.currency')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
