import type { TStatementMade } from '@wms/contract/containers/statement-schema';
import { Alert, DatePicker, Form, Modal, Progress, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { makeStep } from './statementApi.ts';

interface Tally {
  made: number;
  kept: number;
  unchanged: number;
  seen: number;
  total: number;
  done: boolean;
}

/**
 * Makes a month's statements for every partner, one batch of partners per call (`~make` with `from`),
 * showing how many partners are done; the result counts what was made, what the postings left unchanged and what
 * was kept (confirmed).
 */
export function MakeDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
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
    let sum: Tally = { made: 0, kept: 0, unchanged: 0, seen: 0, total: 0, done: false };
    setTally(sum);
    try {
      let from: number | null = 0;
      while (from !== null && !stopped.current) {
        const r: TStatementMade = await makeStep(m, from);
        sum = {
          made: sum.made + r.made,
          kept: sum.kept + r.kept,
          unchanged: sum.unchanged + r.unchanged,
          seen: sum.seen + r.seen,
          total: r.total,
          done: r.next === null,
        };
        setTally(sum);
        from = r.next;
      }
      onDone();
    } catch {
      // The request client has shown the refusal; what was made so far stays made.
    } finally {
      setRunning(false);
    }
  };

  const percent = tally?.total ? Math.round((Math.min(tally.seen, tally.total) / tally.total) * 100) : 0;
  return (
    <Modal
      open={open}
      title={t('ctrStatement.makeTitle')}
      okText={t('ctrStatement.makeStart')}
      cancelText={t('table.cancel')}
      okButtonProps={{ disabled: !month || running || !!tally?.done }}
      confirmLoading={running}
      onOk={start}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('ctrStatement.makeHint')}</Typography.Paragraph>
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
          <Typography.Text>{t('ctrStatement.making', { seen: tally.seen, total: tally.total })}</Typography.Text>
        </div>
      )}
      {tally?.done && (
        <Alert
          role="status"
          type="success"
          showIcon
          title={t('ctrStatement.made', { made: tally.made, kept: tally.kept, unchanged: tally.unchanged, seen: tally.seen })}
        />
      )}
    </Modal>
  );
}
