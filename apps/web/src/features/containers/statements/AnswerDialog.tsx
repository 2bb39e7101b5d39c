import { amountText } from '@wms/contract/containers/money';
import { type StatementStatus, statementActions } from '@wms/contract/containers/statement';
import { DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { answerStatement } from './statementApi.ts';

/** The statement a partner answered (a list row). */
export interface AnsweredStatement {
  id: number;
  partnerCode: string;
  partnerName: string;
  month: string;
  status: StatementStatus;
  closing: number;
  total: number;
}

/** An answer is dated between its statement month's first day and today (the server refuses other days too). */
export const answerDayDisabled = (d: Dayjs, month: string | undefined, today: Dayjs = dayjs()): boolean =>
  d.isAfter(today, 'day') || (month !== undefined && d.format('YYYY-MM-DD') < month);

interface Values {
  action: 'confirm' | 'dispute';
  respondedOn: Dayjs;
  comment?: string;
}

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
  const { saving, submit } = useFormSubmit(form, async (v) => {
    const comment = v.comment?.trim();
    const r = await answerStatement(v.action, {
      id: statement!.id,
      respondedOn: v.respondedOn.format('YYYY-MM-DD'),
      ...(comment ? { comment } : {}),
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
        <Typography.Paragraph type="secondary">
          {t('ctrStatement.closing', { closing: statement.closing, total: amountText(statement.total) })}
        </Typography.Paragraph>
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
      </Form>
    </Modal>
  );
}
