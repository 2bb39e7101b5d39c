import type { TStatementSent } from '@wms/contract/containers/statement-schema';
import { Alert, DatePicker, Form, Modal, Progress, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { sendStep } from './statementApi.ts';

interface Tally {
  sent: number;
  failed: number;
  noAddress: number;
  failures: TStatementSent['failures'];
  left: number;
  done: boolean;
}

/** Failures listed in the dialog; the rest are counted (each is on its statement's history). */
const LISTED = 20;

/**
 * Mails a month's statements not yet sent (each version once) to their partners, one batch per call (`~send` with
 * `from`), showing how many are sent and left; then what could not be sent and why (no address, the mail server's
 * answer), partner by partner.
 */
export function SendDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));
  const [tally, setTally] = useState<Tally | null>(null);
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);
  useEffect(() => {
    if (open) {
      stopped.current = false;
      setTally(null);
      setMonth(dayjs().subtract(1, 'month'));
    } else stopped.current = true;
  }, [open]);

  const start = async () => {
    if (!month) return;
    const m = month.format('YYYY-MM');
    setRunning(true);
    let sum: Tally = { sent: 0, failed: 0, noAddress: 0, failures: [], left: 0, done: false };
    setTally(sum);
    try {
      let from: number | null = 0;
      while (from !== null && !stopped.current) {
        const r: TStatementSent = await sendStep(m, from);
        sum = {
          sent: sum.sent + r.sent,
          failed: sum.failed + r.failed,
          noAddress: sum.noAddress + r.noAddress,
          failures: [...sum.failures, ...r.failures].slice(0, LISTED),
          left: r.due ?? 0,
          done: r.next == null,
        };
        setTally(sum);
        from = r.next ?? null;
      }
      onDone();
    } catch {
      // The request client has shown the refusal; what was sent stays sent (and logged).
    } finally {
      setRunning(false);
    }
  };

  const done = tally ? tally.sent + tally.failed + tally.noAddress : 0;
  const percent = tally && done + tally.left ? Math.round((done / (done + tally.left)) * 100) : 0;
  return (
    <Modal
      open={open}
      title={t('ctrStatement.sendTitle')}
      okText={t('ctrStatement.sendStart')}
      cancelText={t('table.cancel')}
      okButtonProps={{ disabled: !month || running || !!tally?.done }}
      confirmLoading={running}
      onOk={start}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('ctrStatement.sendHint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('ctrStatement.month')} required>
          <DatePicker
            picker="month"
            value={month}
            allowClear={false}
            disabled={running}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(v) => {
              setMonth(v);
              setTally(null);
            }}
            aria-label={t('ctrStatement.month')}
          />
        </Form.Item>
      </Form>
      {tally && !tally.done && (
        <div role="status">
          <Progress percent={percent} status="active" />
          <Typography.Text>{t('ctrStatement.sending', { done, left: tally.left })}</Typography.Text>
        </div>
      )}
      {tally?.done && (
        <Alert
          role="status"
          type={tally.failed + tally.noAddress ? 'warning' : 'success'}
          showIcon
          title={t('ctrStatement.sentAll', { sent: tally.sent, failed: tally.failed + tally.noAddress })}
          description={
            tally.failures.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="send-failures">
                {tally.failures.map((f) => (
                  <li key={f.id}>{`${f.partner}: ${f.reason}`}</li>
                ))}
              </ul>
            )
          }
        />
      )}
    </Modal>
  );
}
