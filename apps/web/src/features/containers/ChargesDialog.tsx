import { PACKAGING_TYPES, type PackagingType } from '@wms/contract/containers/container-account';
import {
  FREE_DAYS_MAX,
  type TChargesUpdate,
  type TPartnerDetail,
  type TPrice,
} from '@wms/contract/containers/container-account-schema';
import { currencyDigits } from '@wms/contract/containers/money';
import { Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useDict } from '../../shared/form/useDict.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { saveCharges } from './containerApi.ts';
import { formatMinor, moneyMaxText, parseMinor, zeroText } from './money.ts';

interface PriceText {
  dailyRent?: string;
  lossPrice?: string;
  /** The type's own free days; empty (null) takes the partner's. */
  freeDays?: number | null;
}
interface Values {
  freeDays: number;
  charged: boolean;
  statementEmail?: string;
  prices: PriceText[];
}

/**
 * The form's rows, one per packaging type, from the saved terms (minor units shown as "12.30", or "1250" in a
 * currency of `digits` 0).
 */
export function priceTexts(prices: readonly TPrice[], digits = 2): PriceText[] {
  return PACKAGING_TYPES.map((type) => {
    const p = prices.find((x) => x.packagingType === type);
    return p
      ? { dailyRent: formatMinor(p.dailyRent, digits), lossPrice: formatMinor(p.lossPrice, digits), freeDays: p.freeDays ?? null }
      : {};
  });
}

/**
 * The body's terms: a packaging type with either amount or its own free days typed, amounts in minor units; all left
 * empty means no terms of its own (no price, the partner's free days).
 */
export function pricesOf(rows: readonly PriceText[], digits = 2): TPrice[] {
  return PACKAGING_TYPES.flatMap((packagingType: PackagingType, i) => {
    const row = rows[i] ?? {};
    const freeDays = typeof row.freeDays === 'number' ? row.freeDays : null;
    if (!row.dailyRent?.trim() && !row.lossPrice?.trim() && freeDays === null) return [];
    return [
      {
        packagingType,
        dailyRent: parseMinor(row.dailyRent ?? '', digits) ?? 0,
        lossPrice: parseMinor(row.lossPrice ?? '', digits) ?? 0,
        freeDays,
      },
    ];
  });
}

/**
 * A partner's charges (`partner/~charges/update`): free days, whether it is charged, and per packaging type a daily
 * rent and a loss price, typed in units of the site's currency (named beside each amount; its places: two for CNY,
 * none for JPY) and sent as whole minor units (fen, cents), and the type's own free days where they differ from the
 * partner's (empty: the partner's, shown as the placeholder).
 */
export function ChargesDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: TPartnerDetail | null;
  onClose: () => void;
  onDone: (saved: TPartnerDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { labelOf } = useDict('packagingType');
  const open = !!detail;
  const currency = detail?.currency ?? '';
  const digits = currency ? currencyDigits(currency) : 2;
  const partnerFreeDays = Form.useWatch('freeDays', form);

  useEffect(() => {
    if (!detail) return;
    form.resetFields();
    form.setFieldsValue({
      freeDays: detail.partner.freeDays,
      charged: detail.partner.charged,
      statementEmail: detail.partner.statementEmail ?? '',
      prices: priceTexts(detail.prices, detail.currency ? currencyDigits(detail.currency) : 2),
    });
  }, [detail, form]);

  const { saving, submit } = useFormSubmit(form, async (values: Values) => {
    if (!detail) return;
    const body: TChargesUpdate = {
      partnerKind: detail.partner.partnerKind,
      refId: detail.partner.refId,
      freeDays: values.freeDays,
      charged: values.charged,
      statementEmail: values.statementEmail?.trim() || null,
      prices: pricesOf(values.prices ?? [], digits),
    };
    const reply = await saveCharges(body);
    feedback().message.success(t('ctrAccount.saved'));
    onDone(reply);
    onClose();
  });

  const max = moneyMaxText(digits);
  const invalid =
    digits === 2
      ? t('ctrAccount.moneyInvalid', { max })
      : digits === 0
        ? t('ctrAccount.moneyInvalidWhole', { max })
        : t('ctrAccount.moneyInvalidPlaces', { n: digits, max });
  const money = [
    {
      validator: async (_: unknown, v: string | undefined) => {
        if (parseMinor(v ?? '', digits) === null) throw new Error(invalid);
      },
    },
  ];
  const rows = PACKAGING_TYPES.map((type, i) => ({ type, i }));
  const defaultDays = typeof partnerFreeDays === 'number' ? partnerFreeDays : detail?.partner.freeDays;
  return (
    <Modal
      open={open}
      title={detail ? t('ctrAccount.chargesTitle', { partner: detail.partner.name }) : ''}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={760}
      forceRender
    >
      <Form form={form} layout="vertical" name="ctr-charges">
        <Form.Item
          name="freeDays"
          label={t('ctrAccount.freeDays')}
          rules={[{ required: true, message: t('ctrAccount.qtyRequired') }]}
        >
          <InputNumber precision={0} min={0} max={FREE_DAYS_MAX} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="charged" label={t('ctrAccount.charged')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="statementEmail"
          label={t('ctrAccount.statementEmail')}
          extra={t('ctrAccount.statementEmailHelp')}
          rules={[{ type: 'email', message: t('ctrAccount.statementEmailBad') }]}
        >
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        <Table
          size="small"
          rowKey="type"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'type', title: t('ctrAccount.packagingType'), render: (_, r) => labelOf(r.type) },
            ...(['dailyRent', 'lossPrice'] as const).map((name) => ({
              key: name,
              title: t(`ctrAccount.${name}`),
              render: (_: unknown, r: { type: PackagingType; i: number }) => (
                <Form.Item name={['prices', r.i, name]} rules={money} style={{ margin: 0 }}>
                  <Input
                    inputMode={digits ? 'decimal' : 'numeric'}
                    placeholder={zeroText(digits)}
                    suffix={currency}
                    aria-label={`${labelOf(r.type)} ${t(`ctrAccount.${name}`)}`}
                  />
                </Form.Item>
              ),
            })),
            {
              key: 'freeDays',
              title: t('ctrAccount.typeFreeDays'),
              width: 130,
              render: (_: unknown, r: { type: PackagingType; i: number }) => (
                <Form.Item name={['prices', r.i, 'freeDays']} style={{ margin: 0 }}>
                  <InputNumber
                    precision={0}
                    min={0}
                    max={FREE_DAYS_MAX}
                    style={{ width: '100%' }}
                    placeholder={defaultDays === undefined ? '' : String(defaultDays)}
                    aria-label={`${labelOf(r.type)} ${t('ctrAccount.typeFreeDays')}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="ctr-terms-help">
          {t('ctrAccount.termsHelp', { currency, n: defaultDays ?? '' })}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
