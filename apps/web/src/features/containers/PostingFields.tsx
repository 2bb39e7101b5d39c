import { useQuery } from '@tanstack/react-query';
import type { TPeriod } from '@wms/contract/containers/period';
import { DatePicker, Form, type FormInstance, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError } from '../../shared/api/request.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { fetchPeriod, refusalText } from './containerApi.ts';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A whole number from 1 to `max`; `over` names why more is refused (e.g. the balance held). */
export function qtyRules(t: T, max: number, over?: string) {
  return [
    { required: true, message: t('ctrAccount.qtyRequired') },
    {
      validator: async (_: unknown, v: number | null | undefined) => {
        if (v === null || v === undefined) return;
        if (!Number.isInteger(v) || v < 1) throw new Error(t('ctrAccount.qtyPositive'));
        if (v > max) throw new Error(over ?? t('ctrAccount.qtyMax', { max }));
      },
    },
  ];
}

/**
 * Days a posting cannot be dated on (the server refuses them too): after today, before the accounts' opening date
 * or in the site's closed period. A partner's confirmed months are its own; the server names them.
 */
export function postingDayDisabled(d: Dayjs, period: TPeriod | undefined, today: Dayjs = dayjs()): boolean {
  if (d.isAfter(today, 'day')) return true;
  const first = period ? (period.firstOpen && period.firstOpen > period.openedOn ? period.firstOpen : period.openedOn) : null;
  return first !== null && d.format('YYYY-MM-DD') < first;
}

/** The business date and the reason every manual posting carries. */
export function DateAndReason() {
  const { t } = useTranslation();
  const period = useQuery({ queryKey: ['ctr-period'], queryFn: fetchPeriod });
  return (
    <>
      <Form.Item name="postedOn" label={t('ctrAccount.date')} rules={[{ required: true }]}>
        <DatePicker allowClear={false} disabledDate={(d) => postingDayDisabled(d, period.data)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('ctrAccount.reason')}
        rules={[{ required: true, whitespace: true, message: t('ctrAccount.reasonRequired') }]}
      >
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

/**
 * Shows a refused posting: under the item it names when the form has it (`fields`), else above the form
 * (`above`). A balance that would go below zero (409) is a sentence about the account, so always above.
 */
export function showRefusal(e: unknown, form: FormInstance, fields: ReadonlySet<string>, above: (text: string) => void) {
  const field = e instanceof ApiError && e.status !== 409 ? e.reply?.field : undefined;
  if (typeof field === 'string' && fields.has(field)) form.setFields([{ name: field as never, errors: [refusalText(e)] }]);
  else if (!(e instanceof ApiError && e.shown)) above(refusalText(e));
}
