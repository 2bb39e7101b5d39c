import type { PackagingType, PartnerKind } from '@wms/contract/containers/container-account';
import { POSTING_MAX } from '@wms/contract/containers/container-account-schema';
import { Alert, Form, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../shared/feedback/feedback.ts';
import { DictSelect } from '../../shared/form/DictSelect.tsx';
import { RemoteSelect } from '../../shared/form/RemoteSelect.tsx';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { masterOf, type PartnerInfo, partnerScreen, postManual, useSubmitKey } from './containerApi.ts';
import { DateAndReason, qtyRules, showRefusal } from './PostingFields.tsx';

type Kind = 'correctionIn' | 'correctionOut' | 'found';
const KINDS: readonly Kind[] = ['correctionIn', 'correctionOut', 'found'];
const DAY = 'YYYY-MM-DD';

interface Values {
  partnerKind: PartnerKind;
  refId: number;
  packagingType: PackagingType;
  kind: Kind;
  qty: number;
  postedOn: Dayjs;
  reason: string;
}

/** Fields a refusal may name, shown on their item rather than above the form. */
const FIELDS = new Set(['refId', 'packagingType', 'qty', 'reason', 'postedOn']);

/** The body of `~post` from the form: a correction's direction gives its sign, found units are always +. */
export function manualBody(v: Values) {
  return {
    partnerKind: v.partnerKind,
    refId: v.refId,
    packagingType: v.packagingType,
    kind: v.kind === 'found' ? ('found' as const) : ('correction' as const),
    qty: v.kind === 'correctionOut' ? -v.qty : v.qty,
    postedOn: v.postedOn.format(DAY),
    reason: v.reason.trim(),
  };
}

/**
 * A manual posting (`~post`): a correction out (+) or back (−), or found units, with a reason.
 * From the balances screen the partner is picked from its master list; from a partner's account it
 * is that partner. A refusal (a balance would go below zero) is shown as the server words it.
 */
export function PostDialog({
  open,
  partner,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The partner posted to; none: picked in the dialog. */
  partner?: PartnerInfo;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const submitKey = useSubmitKey();
  const navigate = useNavigate();
  const kind = Form.useWatch('partnerKind', form) ?? partner?.partnerKind ?? 'customer';
  const master = masterOf(kind);

  // The partner's kind and id, not its object: a refetched partner page must not reset an open form.
  const fixedKind = partner?.partnerKind;
  const fixedRef = partner?.refId;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ partnerKind: fixedKind ?? 'customer', refId: fixedRef, kind: 'correctionIn', postedOn: dayjs() });
    setRefusal(undefined);
    submitKey.reset();
  }, [open, form, fixedKind, fixedRef, submitKey]);

  const { saving, submit } = useFormSubmit(form, async (values: Values) => {
    setRefusal(undefined);
    const body = manualBody(partner ? { ...values, partnerKind: partner.partnerKind, refId: partner.refId } : values);
    try {
      const reply = await postManual(body, submitKey.keyFor(body));
      const posted = t('ctrAccount.posted', { balance: reply.data.balance });
      // Posted from the balances screen: the partner's account is one tap away, to check the posting in its history.
      const id = reply.data.partner;
      feedback().message.success(
        partner ? (
          posted
        ) : (
          <span>
            {posted}{' '}
            <a
              href={partnerScreen(id)}
              onClick={(e) => {
                e.preventDefault();
                navigate(partnerScreen(id));
              }}
            >
              {t('ctrAccount.openAccount')}
            </a>
          </span>
        ),
      );
      onDone();
      onClose();
    } catch (e) {
      showRefusal(e, form, FIELDS, setRefusal);
    }
  });

  return (
    <Modal
      open={open}
      title={partner ? `${t('ctrAccount.postTitle')}：${partner.name}` : t('ctrAccount.postTitle')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      destroyOnHidden={false}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="ctr-refusal" />}
      <Form form={form} layout="vertical" name="ctr-post">
        <Form.Item name="partnerKind" label={t('ctrAccount.partnerKind')} hidden={!!partner}>
          <DictSelect name="partnerKind" allowClear={false} onChange={() => form.setFieldValue('refId', undefined)} />
        </Form.Item>
        {!partner && (
          <Form.Item
            name="refId"
            label={t('ctrAccount.partner')}
            rules={[{ required: true, message: t('ctrAccount.partnerRequired') }]}
          >
            <RemoteSelect key={kind} path={master.path} />
          </Form.Item>
        )}
        <Form.Item
          name="packagingType"
          label={t('ctrAccount.packagingType')}
          rules={[{ required: true, message: t('ctrAccount.kindRequired') }]}
        >
          <DictSelect name="packagingType" />
        </Form.Item>
        <Form.Item name="kind" label={t('ctrAccount.kind')} rules={[{ required: true }]}>
          <Radio.Group optionType="button" options={KINDS.map((k) => ({ value: k, label: t(`ctrAccount.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="qty" label={t('ctrAccount.qty')} rules={qtyRules(t, POSTING_MAX)}>
          <InputNumber style={{ width: '100%' }} precision={0} />
        </Form.Item>
        <DateAndReason />
      </Form>
    </Modal>
  );
}
