import { PACKAGING_TYPES, type PackagingType } from '@wms/contract/containers/container-account';
import type { TChargesUpdate, TPartnerDetail, TPrice } from '@wms/contract/containers/container-account-schema';
import { Form, Input, InputNumber, Modal, Switch, Table } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useDict } from '../../shared/form/useDict.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { saveCharges } from './containerApi.ts';
import { formatMinor, MONEY_MAX_TEXT, parseMinor } from './money.ts';

interface PriceText {
  dailyRent?: string;
  lossPrice?: string;
}
interface Values {
  freeDays: number;
  charged: boolean;
  prices: PriceText[];
}

/** The form's rows, one per packaging type, from the saved prices (minor units shown as "12.30"). */
export function priceTexts(prices: readonly TPrice[]): PriceText[] {
  return PACKAGING_TYPES.map((type) => {
    const p = prices.find((x) => x.packagingType === type);
    return p ? { dailyRent: formatMinor(p.dailyRent), lossPrice: formatMinor(p.lossPrice) } : {};
  });
}

/** The body's prices: a packaging type with either amount typed, in minor units; both left empty means no price. */
export function pricesOf(rows: readonly PriceText[]): TPrice[] {
  return PACKAGING_TYPES.flatMap((packagingType: PackagingType, i) => {
    const row = rows[i] ?? {};
    if (!row.dailyRent?.trim() && !row.lossPrice?.trim()) return [];
    return [{ packagingType, dailyRent: parseMinor(row.dailyRent ?? '') ?? 0, lossPrice: parseMinor(row.lossPrice ?? '') ?? 0 }];
  });
}

/**
 * A partner's charges (`partner/~charges/update`): free days, whether it is charged, and per
 * packaging type a daily rent and a loss price, typed in currency units with two decimals and sent
 * as whole minor units (fen, cents).
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

  useEffect(() => {
    if (!detail) return;
    form.resetFields();
    form.setFieldsValue({
      freeDays: detail.partner.freeDays,
      charged: detail.partner.charged,
      prices: priceTexts(detail.prices),
    });
  }, [detail, form]);

  const { saving, submit } = useFormSubmit(form, async (values: Values) => {
    if (!detail) return;
    const body: TChargesUpdate = {
      partnerKind: detail.partner.partnerKind,
      refId: detail.partner.refId,
      freeDays: values.freeDays,
      charged: values.charged,
      prices: pricesOf(values.prices ?? []),
    };
    const reply = await saveCharges(body);
    feedback().message.success(t('ctrAccount.saved'));
    onDone(reply);
    onClose();
  });

  const money = [
    {
      validator: async (_: unknown, v: string | undefined) => {
        if (parseMinor(v ?? '') === null) throw new Error(t('ctrAccount.moneyInvalid', { max: MONEY_MAX_TEXT }));
      },
    },
  ];
  const rows = PACKAGING_TYPES.map((type, i) => ({ type, i }));
  return (
    <Modal
      open={open}
      title={detail ? t('ctrAccount.chargesTitle', { partner: detail.partner.name }) : ''}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" name="ctr-charges">
        <Form.Item
          name="freeDays"
          label={t('ctrAccount.freeDays')}
          rules={[{ required: true, message: t('ctrAccount.qtyRequired') }]}
        >
          <InputNumber precision={0} min={0} max={3650} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="charged" label={t('ctrAccount.charged')} valuePropName="checked">
          <Switch />
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
                  <Input inputMode="decimal" placeholder="0.00" aria-label={`${labelOf(r.type)} ${t(`ctrAccount.${name}`)}`} />
                </Form.Item>
              ),
            })),
          ]}
        />
      </Form>
    </Modal>
  );
}
