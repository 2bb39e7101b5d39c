import { useQuery, useQueryClient } from '@tanstack/react-query';
import { amountText } from '@wms/contract/containers/money';
import type { TStatementEvent, TStatementVersion } from '@wms/contract/containers/statement-schema';
import { Button, Input, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { statementQuery } from './StatementLines.tsx';
import { fetchPartnerLink, printStatement, sendStatements, statementPerm } from './statementApi.ts';

/**
 * Mail the statement to its partner (PDF and link), or show the partner's link to pass on by phone or chat.
 * A send that did not go names why (no address, the mail server's answer).
 */
export function StatementSend({ id }: { id: number }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string>();
  if (!has(statementPerm('send'))) return null;
  const send = async () => {
    setBusy(true);
    try {
      const r = await sendStatements([id]);
      if (r.sent) feedback().message.success(t('ctrStatement.sent'));
      else feedback().message.error(t('ctrStatement.notSent', { reason: r.failures[0]?.reason ?? '' }));
      await queries.invalidateQueries({ queryKey: statementQuery(id).queryKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Space wrap>
        <Button onClick={send} loading={busy}>
          {t('ctrStatement.send')}
        </Button>
        <Button onClick={async () => setLink((await fetchPartnerLink(id)).link)}>{t('ctrStatement.partnerLink')}</Button>
      </Space>
      {link && <Input readOnly value={link} data-testid="partner-link" onFocus={(e) => e.target.select()} />}
    </Space>
  );
}

/**
 * The versions a make replaced (newest first), each with its answer and its PDF as the partner saw it, and what
 * happened to the statement: every make, send and answer, by whom and through what.
 */
export function StatementHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const detail = useQuery(statementQuery(id));
  const versions = detail.data?.versions ?? [];
  const events = detail.data?.events ?? [];
  return (
    <div style={{ marginTop: 16 }}>
      {versions.length > 0 && (
        <>
          <Typography.Title level={5}>{t('ctrStatement.versions')}</Typography.Title>
          <Table<TStatementVersion>
            size="small"
            rowKey="version"
            data-testid="statement-versions"
            pagination={false}
            dataSource={versions}
            columns={[
              { key: 'version', title: t('ctrStatement.version'), render: (_, v) => `v${v.version}` },
              {
                key: 'status',
                title: t('ctrStatement.status'),
                render: (_, v) => <Tag>{t(`ctrStatement.status.${v.status}`)}</Tag>,
              },
              { key: 'madeAt', title: t('ctrStatement.madeAt'), render: (_, v) => v.madeAt.slice(0, 16) },
              {
                key: 'total',
                title: t('ctrStatement.totalOwed'),
                align: 'right',
                render: (_, v) => amountText(v.total, detail.data?.statement?.currency),
              },
              {
                key: 'answer',
                title: t('ctrStatement.comment'),
                render: (_, v) =>
                  [v.respondedOn, v.responseComment, ...v.counts.map((c) => `${c.packagingType} ${c.counted}`)]
                    .filter(Boolean)
                    .join(' · '),
              },
              {
                key: 'pdf',
                title: '',
                render: (_, v) =>
                  has(statementPerm('print')) && (
                    <>
                      <Button type="link" size="small" onClick={() => printStatement(id, 'zh', v.version)}>
                        {t('ctrStatement.pdfZh')}
                      </Button>
                      <Button type="link" size="small" onClick={() => printStatement(id, 'en', v.version)}>
                        {t('ctrStatement.pdfEn')}
                      </Button>
                    </>
                  ),
              },
            ]}
          />
        </>
      )}
      {events.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('ctrStatement.log')}
          </Typography.Title>
          <Timeline
            data-testid="statement-log"
            items={events.map((e: TStatementEvent) => ({
              key: `${e.at}-${e.kind}`,
              color: e.kind === 'sendFailed' ? 'red' : e.kind === 'disputed' ? 'orange' : 'blue',
              content: (
                <>
                  <Typography.Text>
                    {e.at.slice(0, 16)} · v{e.version} · {t(`ctrStatement.event.${e.kind}`)} ·{' '}
                    {t(`ctrStatement.channel.${e.channel}`)}
                  </Typography.Text>
                  {[e.by, e.recipient, e.detail].filter(Boolean).length > 0 && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {[e.by, e.recipient, e.detail].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  )}
                </>
              ),
            }))}
          />
        </>
      )}
    </div>
  );
}
