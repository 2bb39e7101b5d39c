import { DatePicker, Form, Modal, Progress, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/** What one step answers: where to go on (null when done). */
interface Step {
  next?: number | null;
}

export interface MonthSteps<T, R extends Step> {
  title: string;
  okText: string;
  hint: string;
  /** One call: the next batch after `from` (0 to begin). */
  step: (month: string, from: number) => Promise<R>;
  /** The tally before the first step, and after each. */
  start: T;
  add: (sum: T, reply: R) => T;
  /** While running: the percentage done and the words under the bar. */
  progress: (sum: T) => { percent: number; text: string };
  /** Once every step is done. */
  result: (sum: T) => ReactNode;
}

/**
 * A month's work over every partner or statement, one batch per call, for last month by default: a month picker,
 * a progress bar while the steps run, and the result once they are done. Closing the dialog stops after the current
 * step; a refusal (shown by the request client) stops it too, and what was done so far stays done.
 */
export function MonthStepDialog<T, R extends Step>({
  open,
  onClose,
  onDone,
  steps,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  steps: MonthSteps<T, R>;
}) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));
  const [tally, setTally] = useState<{ sum: T; done: boolean } | null>(null);
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
    let sum = steps.start;
    setTally({ sum, done: false });
    try {
      let from: number | null = 0;
      while (from !== null && !stopped.current) {
        const r: R = await steps.step(m, from);
        sum = steps.add(sum, r);
        from = r.next ?? null;
        setTally({ sum, done: from === null });
      }
      onDone();
    } catch {
      // The request client has shown the refusal; what was done so far stays done.
    } finally {
      setRunning(false);
    }
  };

  const shown = tally && !tally.done ? steps.progress(tally.sum) : null;
  return (
    <Modal
      open={open}
      title={steps.title}
      okText={steps.okText}
      cancelText={t('table.cancel')}
      okButtonProps={{ disabled: !month || running || !!tally?.done }}
      confirmLoading={running}
      onOk={start}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{steps.hint}</Typography.Paragraph>
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
      {shown && (
        <div role="status">
          <Progress percent={shown.percent} status="active" />
          <Typography.Text>{shown.text}</Typography.Text>
        </div>
      )}
      {tally?.done && steps.result(tally.sum)}
    </Modal>
  );
}
