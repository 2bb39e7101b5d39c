import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStatementCount } from '@wms/contract/containers/statement-schema';
import { Alert, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatThousands } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { confirmAction } from '../../inventory/stock/stockActionsApi.ts';
import { refusalText } from '../containerApi.ts';
import { statementQuery } from './StatementLines.tsx';
import { acceptDifference } from './statementApi.ts';

const signed = (n: number) => (n > 0 ? `+${formatThousands(n)}` : formatThousands(n));

/**
 * A dispute's counts per packaging type: our closing, the partner's count and the difference. Whoever may post
 * corrections can accept a difference (a confirmation names the correction): it is booked with the statement's
 * number, and the statement is then made again.
 */
export function StatementCounts({ id }: { id: number }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const types = useDict('packagingType');
  const queries = useQueryClient();
  const detail = useQuery(statementQuery(id));
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const counts = detail.data?.counts ?? [];
  if (!counts.length) return null;
  const disputed = detail.data?.statement.status === 'disputed';

  const accept = async (c: TStatementCount) => {
    const type = types.labelOf(c.packagingType);
    if (!(await confirmAction(t('ctrStatement.acceptConfirm', { type, qty: signed(c.difference), counted: c.counted })))) return;
    setBusy(c.packagingType);
    setRefusal(undefined);
    try {
      const d = await acceptDifference(id, c.packagingType, crypto.randomUUID());
      queries.setQueryData(statementQuery(id).queryKey, d);
      feedback().message.success(t('ctrStatement.accepted', { type }));
    } catch (e) {
      setRefusal(refusalText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('ctrStatement.counts')}</Typography.Title>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 8 }} data-testid="ctr-refusal" />}
      <Table<TStatementCount>
        size="small"
        rowKey="packagingType"
        data-testid="statement-counts"
        pagination={false}
        dataSource={counts}
        columns={[
          { key: 'type', title: t('ctrStatement.countType'), render: (_, c) => types.labelOf(c.packagingType) },
          { key: 'ours', title: t('ctrStatement.ours'), align: 'right', render: (_, c) => formatThousands(c.ours) },
          { key: 'counted', title: t('ctrStatement.theirs'), align: 'right', render: (_, c) => formatThousands(c.counted) },
          {
            key: 'difference',
            title: t('ctrStatement.difference'),
            align: 'right',
            render: (_, c) => (
              <Typography.Text type={c.difference === 0 ? undefined : 'danger'}>{signed(c.difference)}</Typography.Text>
            ),
          },
          {
            key: 'action',
            title: '',
            render: (_, c) =>
              c.posting !== null ? (
                <Typography.Text type="success">{t('ctrStatement.acceptedAs', { id: c.posting })}</Typography.Text>
              ) : (
                disputed &&
                c.difference !== 0 &&
                has('inventory/account/post') && (
                  <Button size="small" loading={busy === c.packagingType} onClick={() => accept(c)}>
                    {t('ctrStatement.accept')}
                  </Button>
                )
              ),
          },
        ]}
      />
    </div>
  );
}
