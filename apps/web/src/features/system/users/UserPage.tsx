import { sysUser } from '@wms/contract/system';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable, type ListTableContext } from '../../../shared/table/ListTable.tsx';
import { useRefreshTable } from '../../../shared/table/usePageQuery.ts';
import { GrantDrawer } from './GrantDrawer.tsx';
import { setUserEnabled } from './systemApi.ts';
import { type EditedUser, UserDialog } from './UserDialog.tsx';

const can = (action: string) => `system/user/${action}`;

/**
 * Users (`/system/user`): the list, add and edit, enable and disable after a confirmation, and
 * the drawer of a user's own feature grants (docs/decisions/system-and-security.md "Users, roles and grants").
 */
export default function UserPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [dialog, setDialog] = useState<{ user: EditedUser | null } | null>(null);
  const [granting, setGranting] = useState<{ id: number; name: string } | null>(null);
  const [highlight, setHighlight] = useState<number>();
  const refresh = useRefreshTable(sysUser.path);

  const toggle = (row: Row, c: ListTableContext) => {
    const enabled = !row.enabled;
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t(enabled ? 'system.enableConfirm' : 'system.disableConfirm', { name: String(row.name) }),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      // A refusal (the last superuser) closes the confirmation; the request client shows the reason.
      onOk: () =>
        setUserEnabled(Number(row.id), enabled).then(
          (r) => {
            feedback().message.success(r.message);
            c.refresh();
          },
          () => undefined,
        ),
    });
  };

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysUser}
        highlightKey={highlight}
        actionsWidth={220}
        renderers={{
          dept: (_v, row) => (row.deptLabel as string | null) ?? '',
          enabled: (v) => (v ? <Tag color="green">{t('system.enabled')}</Tag> : <Tag>{t('system.disabled')}</Tag>),
          roles: (v) => ((v as string[]) ?? []).map((r) => <Tag key={r}>{r}</Tag>),
        }}
        toolbar={() =>
          has(can('add')) ? (
            <Button type="primary" onClick={() => setDialog({ user: null })}>
              {t('system.addUser')}
            </Button>
          ) : null
        }
        rowActions={(row, c) => (
          <Space size={0}>
            {has(can('update')) && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  setDialog({
                    user: {
                      id: Number(row.id),
                      account: String(row.account),
                      name: String(row.name),
                      email: String(row.email ?? ''),
                      phone: (row.phone as string | null) ?? null,
                      roles: (row.roles as string[]) ?? [],
                      dept: (row.dept as number | null) ?? null,
                    },
                  })
                }
              >
                {t('table.edit')}
              </Button>
            )}
            {has(can(row.enabled ? 'disable' : 'enable')) && (
              <Button type="link" size="small" danger={!!row.enabled} onClick={() => toggle(row, c)}>
                {row.enabled ? t('system.disable') : t('system.enable')}
              </Button>
            )}
            {has(can('grant')) && (
              <Button type="link" size="small" onClick={() => setGranting({ id: Number(row.id), name: String(row.name) })}>
                {t('system.grants')}
              </Button>
            )}
          </Space>
        )}
      />
      <UserDialog
        open={!!dialog}
        user={dialog?.user ?? null}
        onClose={() => setDialog(null)}
        onDone={(id) => {
          setHighlight(id);
          void refresh();
        }}
      />
      <GrantDrawer user={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
