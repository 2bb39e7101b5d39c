import { sysApiKey, type TApiKeyCreated } from '@wms/contract/system-apikey';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable, type ListTableContext } from '../../../shared/table/ListTable.tsx';
import { useRefreshTable } from '../../../shared/table/usePageQuery.ts';
import { ApiKeyDialog } from './ApiKeyDialog.tsx';
import { revokeKey } from './apikeyApi.ts';
import { TokenDialog } from './TokenDialog.tsx';

const can = (action: string) => `system/apikey/${action}`;
const STATUS_COLOR: Record<string, string> = { live: 'green', expired: 'orange', revoked: 'default' };

/**
 * API keys of machine clients (`/system/apikey`, docs/decisions/integration.md "Machine clients (API keys)"): the
 * list with each key's state and last use, a new key (its token shown once), and revoking after a confirmation.
 */
export default function ApiKeyPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [highlight, setHighlight] = useState<number>();
  const refresh = useRefreshTable(sysApiKey.path);

  const revoke = (row: Row, c: ListTableContext) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('apikey.revokeConfirm', { name: String(row.name) }),
      okText: t('apikey.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('table.cancel'),
      onOk: () =>
        revokeKey(Number(row.id)).then(
          (r) => {
            feedback().message.success(r.message);
            c.refresh();
          },
          () => undefined,
        ),
    });

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysApiKey}
        highlightKey={highlight}
        actionsWidth={100}
        renderers={{
          status: (v) => <Tag color={STATUS_COLOR[String(v)]}>{t(`apikey.status.${String(v)}`)}</Tag>,
          prefix: (v) => <code>{`${String(v)}…`}</code>,
        }}
        toolbar={() =>
          has(can('add')) ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('apikey.add')}
            </Button>
          ) : null
        }
        rowActions={(row, c) =>
          has(can('revoke')) && row.status !== 'revoked' ? (
            <Button type="link" size="small" danger onClick={() => revoke(row, c)}>
              {t('apikey.revoke')}
            </Button>
          ) : null
        }
      />
      <ApiKeyDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(k) => {
          setCreated(k);
          setHighlight(k.id);
          void refresh();
        }}
      />
      <TokenDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
