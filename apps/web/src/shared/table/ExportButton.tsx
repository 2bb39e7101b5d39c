import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../api/request.ts';
import { usePermission } from '../auth/usePermission.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ListTableContext } from './ListTable.tsx';

/** A list's export (`<path>/~export` with the list's filters and sort) for whoever has `permission`; hidden otherwise. */
export function ExportButton({ path, ctx, permission }: { path: string; ctx: ListTableContext; permission: string }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!has(permission)) return null;
  const run = async () => {
    setBusy(true);
    try {
      await api.download(`${path}/~export`, { method: 'POST', body: ctx.exportBody() });
    } catch {
      // The request client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={run}>
      {t('table.export.button')}
    </Button>
  );
}
