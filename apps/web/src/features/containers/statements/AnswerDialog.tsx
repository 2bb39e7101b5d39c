import { useQuery } from '@tanstack/react-query';
import type { PackagingType } from '@wms/contract/containers/container-account';
import { amountText, moneyText } from '@wms/contract/containers/money';
import { type StatementStatus, statementActions } from '@wms/contract/containers/statement';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { StatementLines, statementQuery } from './StatementLines.tsx';
import { answerStatement } from './statementApi.ts';

/** The statement a partner answered (a list row). */
export interface AnsweredStatement {
  id: number;
  partnerCode: string;
  partnerName: string;
  month: string;
  status: StatementStatus;
  total: number;
  /** ISO 4217 code of the amounts (the list row's). */
  currency?: string;
}

const CLOSING = ['closing'] as const;

/** An answer is dated between its statement month's first day and today (the server refuses other days too). */
export const answerDayDisabled = (d: Dayjs, month: string | undefined, today: Dayjs = dayjs()): boolean =>
  d.isAfter(today, 'day') || (month !== undefined && d.format('YYYY-MM-DD') < month);

interface Values {
  action: 'confirm' | 'dispute';
  respondedOn: Dayjs;
  comment?: string;
  /** The partner's own count per packaging type, when it gave one. */
  counts?: Partial<Record<PackagingType, number | null>>;
}

/** The counts typed, as the dispute sends them: only the types the partner counted. */
export const countsOf = (counts: Values['counts']) =>
  Object.entries(counts ?? {}).flatMap(([packagingType, counted]) =>
    typeof counted === 'number' ? [{ packagingType: packagingType as PackagingType, counted }] : [],
  );

/**
 * Records a partner's confirmation or dispute of its statement, with the day it answered and a
 * comment (required for a dispute). Offers only what the status allows (contract accounts/statement.ts):
 * a disputed statement can still be confirmed, a confirmed one not answered again.
 */
export function AnswerDialog({
  statement,
  onClose,
  onDone,
}: {
  statement: AnsweredStatement | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const allowed = statement ? statementActions(statement.status).filter((a) => a !== 'remake') : [];
  useEffect(() => {
    if (!statement) return;
    form.resetFields();
    form.setFieldsValue({ action: 'confirm', respondedOn: dayjs() });
  }, [statement, form]);
  const action = Form.useWatch('action', form);
  const detail = useQuery({ ...statementQuery(statement?.id ?? 0), enabled: !!statement && action === 'dispute' });
  const types = useDict('packagingType');
  const { saving, submit } = useFormSubmit(form, async (v) => {
    const comment = v.comment?.trim();
    const counts = v.action === 'dispute' ? countsOf(v.counts) : [];
    const r = await answerStatement(v.action, {
      id: statement!.id,
      respondedOn: v.respondedOn.format('YYYY-MM-DD'),
      ...(comment ? { comment } : {}),
      ...(counts.length ? { counts } : {}),
    });
    feedback().message.success(r.message);
    onDone();
    onClose();
  });
  const month = statement?.month.slice(0, 7) ?? '';
  return (
    <Modal
      open={!!statement}
      title={
        statement ? t('ctrStatement.answerTitle', { partner: `${statement.partnerCode} ${statement.partnerName}`, month }) : ''
      }
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !allowed.length }}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      {statement && (
        <>
          <Typography.Paragraph type="secondary">
            {t('ctrStatement.owed', {
              total: statement.currency ? moneyText(statement.total, statement.currency) : amountText(statement.total),
            })}
          </Typography.Paragraph>
          {/* What the partner confirms: its closing balance of each packaging type, never their sum. */}
          <div style={{ marginBottom: 16 }}>
            <StatementLines id={statement.id} only={CLOSING} />
          </div>
        </>
      )}
      <Form form={form} layout="vertical" name="statement-answer">
        <Form.Item name="action" label={t('ctrStatement.answerKind')}>
          <Radio.Group
            options={(['confirm', 'dispute'] as const).map((a) => ({
              value: a,
              label: t(`ctrStatement.${a}`),
              disabled: !allowed.includes(a),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="respondedOn"
          label={t('ctrStatement.respondedOn')}
          rules={[{ required: true, message: t('ctrStatement.respondedOnRequired') }]}
        >
          <DatePicker allowClear={false} disabledDate={(d) => answerDayDisabled(d, statement?.month)} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('ctrStatement.comment')}
          required={action === 'dispute'}
          dependencies={['action']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                getFieldValue('action') !== 'dispute' || v?.trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('ctrStatement.commentRequired'))),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {action === 'dispute' && (detail.data?.lines.length ?? 0) > 0 && (
          <Form.Item label={t('ctrStatement.countsHint')} style={{ marginBottom: 0 }}>
            {detail.data!.lines.map((l) => (
              <Form.Item
                key={l.packagingType}
                name={['counts', l.packagingType]}
                label={t('ctrStatement.countOf', { type: types.labelOf(l.packagingType), ours: l.closing })}
              >
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
              </Form.Item>
            ))}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
