import type { TStatementSent } from '@wms/contract/containers/statement-schema';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { MonthStepDialog } from './MonthStepDialog.tsx';
import { sendStep } from './statementApi.ts';

interface Tally {
  sent: number;
  failed: number;
  failures: TStatementSent['failures'];
  left: number;
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
  const done = (s: Tally) => s.sent + s.failed;
  return (
    <MonthStepDialog<Tally, TStatementSent>
      open={open}
      onClose={onClose}
      onDone={onDone}
      steps={{
        title: t('ctrStatement.sendTitle'),
        okText: t('ctrStatement.sendStart'),
        hint: t('ctrStatement.sendHint'),
        step: sendStep,
        start: { sent: 0, failed: 0, failures: [], left: 0 },
        add: (sum, r) => ({
          sent: sum.sent + r.sent,
          failed: sum.failed + r.failed + r.noAddress,
          failures: [...sum.failures, ...r.failures].slice(0, LISTED),
          left: r.due ?? 0,
        }),
        progress: (s) => ({
          percent: done(s) + s.left ? Math.round((done(s) / (done(s) + s.left)) * 100) : 0,
          text: t('ctrStatement.sending', { done: done(s), left: s.left }),
        }),
        result: (s) => (
          <Alert
            role="status"
            type={s.failed ? 'warning' : 'success'}
            showIcon
            title={t('ctrStatement.sentAll', { sent: s.sent, failed: s.failed })}
            description={
              s.failures.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="send-failures">
                  {s.failures.map((f) => (
                    <li key={f.id}>{`${f.partner}: ${f.reason}`}</li>
                  ))}
                </ul>
              )
            }
          />
        ),
      }}
    />
  );
}
