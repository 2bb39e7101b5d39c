import { DEFAULT_TRANSFER, type FlowAction, nextStatus, TRANSFER_TARGETS } from '@wms/contract/request/flow';
import { REQ_STATUS } from '@wms/contract/request/status';
import { Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { ReqApi, ReqOrder } from './api.ts';
import type { ReqKindDef } from './kinds.ts';
import { useReqStatusLabel } from './StatusTag.tsx';

/** The longest comment a route step keeps (contract ZReqActionBody). */
export const COMMENT_MAX = 500;

export interface FlowDialogProps {
  kind: ReqKindDef;
  api: ReqApi;
  order: { id: number; no: string; status: number };
  action: FlowAction;
  onClose: () => void;
  /** After the action, with the order as the server returned it. */
  onDone: (order: ReqOrder) => void;
}

/**
 * Asks before a flow action (cancel, ack, transfer, update inventory, delivery, close): which
 * status the order goes to, an optional comment kept in its route, where the packaging is found
 * when a transfer leaves "accepted", and for a delivery whether to print the delivery note after.
 * A refusal is shown by the request client and the dialog stays open.
 */
export function FlowDialog({ kind, api, order, action, onClose, onDone }: FlowDialogProps) {
  const { t } = useTranslation();
  const statusLabel = useReqStatusLabel();
  const [comment, setComment] = useState('');
  const choosing = action === 'transfer' && order.status === REQ_STATUS.accepted;
  const [to, setTo] = useState<number>(DEFAULT_TRANSFER[kind.kind]);
  const [print, setPrint] = useState(true);
  const [busy, setBusy] = useState(false);
  const next = nextStatus(kind.kind, action, order.status, choosing ? to : undefined);
  const name = t(`reqOrder.action.${action}`);

  const confirm = async () => {
    setBusy(true);
    try {
      const reply = await api.act(action, order.id, { comment, ...(choosing ? { to } : {}) });
      feedback().message.success(reply.message || t('table.done'));
      // The download runs on while the dialog closes; a failed print is shown by the request client.
      if (action === 'delivery' && print) void api.print(order.id).catch(() => {});
      onDone(reply.data);
    } catch {
      // The request client showed the refusal; the user may change the comment or close.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={name}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      okButtonProps={{ danger: action === 'cancel', loading: busy }}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(`${kind.text}.confirm`, {
          no: order.no,
          action: name,
          from: statusLabel(order.status),
          to: next === null ? '—' : statusLabel(next),
        })}
      </Typography.Paragraph>
      <Form layout="vertical">
        {choosing && (
          <Form.Item label={t('reqOrder.transferTo')}>
            <Radio.Group
              value={to}
              onChange={(e) => setTo(Number(e.target.value))}
              options={TRANSFER_TARGETS.map((s) => ({ value: s, label: statusLabel(s) }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('reqOrder.comment')} htmlFor="req-flow-comment">
          <Input.TextArea
            id="req-flow-comment"
            rows={3}
            maxLength={COMMENT_MAX}
            showCount
            placeholder={t('reqOrder.commentHint')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Form.Item>
        {action === 'delivery' && (
          <Checkbox checked={print} onChange={(e) => setPrint(e.target.checked)}>
            {t('mrOrder.printAfterDelivery')}
          </Checkbox>
        )}
      </Form>
    </Modal>
  );
}
