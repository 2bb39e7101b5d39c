import type { TStatementMade } from '@wms/contract/containers/statement-schema';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { MonthStepDialog } from './MonthStepDialog.tsx';
import { makeStep } from './statementApi.ts';

interface Tally {
  made: number;
  kept: number;
  unchanged: number;
  seen: number;
  total: number;
}

/**
 * Makes a month's statements for every partner, one batch of partners per call (`~make` with `from`),
 * showing how many partners are done; the result counts what was made, what the postings left unchanged and what
 * was kept (confirmed).
 */
export function MakeDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <MonthStepDialog<Tally, TStatementMade>
      open={open}
      onClose={onClose}
      onDone={onDone}
      steps={{
        title: t('ctrStatement.makeTitle'),
        okText: t('ctrStatement.makeStart'),
        hint: t('ctrStatement.makeHint'),
        step: makeStep,
        start: { made: 0, kept: 0, unchanged: 0, seen: 0, total: 0 },
        add: (sum, r) => ({
          made: sum.made + r.made,
          kept: sum.kept + r.kept,
          unchanged: sum.unchanged + r.unchanged,
          seen: sum.seen + r.seen,
          total: r.total,
        }),
        progress: (s) => ({
          percent: s.total ? Math.round((Math.min(s.seen, s.total) / s.total) * 100) : 0,
          text: t('ctrStatement.making', { seen: s.seen, total: s.total }),
        }),
        result: (s) => (
          <Alert
            role="status"
            type="success"
            showIcon
            title={t('ctrStatement.made', { made: s.made, kept: s.kept, unchanged: s.unchanged, seen: s.seen })}
          />
        ),
      }}
    />
  );
}
