import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sysRole, type TRoleRow } from '@wms/contract/system';
import { Button, Form, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { FeatureTree } from './FeatureTree.tsx';
import { addRole, deleteRole, fetchDefaultFeatures, fetchRoles, updateRole } from './systemApi.ts';
import { usePermissionList } from './usePermissionList.ts';

const can = (action: string) => `system/role/${action}`;

/** Roles with their permissions (`/system/role`): the list, and a dialog with the feature tree. */
export default function RolePage() {
  const { t } = useTranslation();
  const label = useFieldLabel(sysRole.name);
  const { has } = usePermission();
  const client = useQueryClient();
  const roles = useQuery({ queryKey: ['sysRoles'], queryFn: fetchRoles });
  const [editing, setEditing] = useState<TRoleRow | 'new' | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['sysRoles'] });

  const remove = (r: TRoleRow) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('table.deleteRowConfirm'),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      // A refusal (a role still in use) closes the confirmation; the request client shows the reason.
      onOk: () =>
        deleteRole(r.id).then(
          (reply) => {
            feedback().message.success(reply.message);
            void reload();
          },
          () => undefined,
        ),
    });

  return (
    <div style={{ padding: 16 }}>
      {has(can('add')) && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>
          {t('system.addRole')}
        </Button>
      )}
      <Table<TRoleRow>
        rowKey="id"
        size="small"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { key: 'code', dataIndex: 'code', title: label('code'), width: 200 },
          { key: 'name', dataIndex: 'name', title: label('name') },
          { key: 'permissions', title: label('permissions'), render: (_, r) => r.permissions.length },
          {
            key: 'actions',
            title: t('table.actions'),
            width: 160,
            render: (_, r) => (
              <Space size={0}>
                {has(can('update')) && (
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    {t('table.edit')}
                  </Button>
                )}
                {has(can('delete')) && (
                  <Button type="link" size="small" danger onClick={() => remove(r)}>
                    {t('table.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleDialog role={editing} onClose={() => setEditing(null)} onDone={reload} />
    </div>
  );
}

function RoleDialog({ role, onClose, onDone }: { role: TRoleRow | 'new' | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel(sysRole.name);
  const holder = usePermissionList();
  const [form] = Form.useForm<{ code: string; name: string }>();
  const [perms, setPerms] = useState<string[]>([]);
  const tree = useQuery({ queryKey: ['featureTree'], queryFn: fetchDefaultFeatures, enabled: !!role });
  useEffect(() => {
    if (!role) return;
    form.resetFields();
    if (role !== 'new') form.setFieldsValue({ code: role.code, name: role.name });
    setPerms(role === 'new' ? [] : role.permissions);
  }, [role, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      if (role === 'new') await addRole({ ...v, permissions: perms });
      else if (role) await updateRole({ id: role.id, ...v, permissions: perms });
      feedback().message.success(t('system.saved'));
      onDone();
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );
  // A refusal of the permissions has no form item: the toast shows it.
  const required = (name: string) => ({ required: true, message: t('common.required', { field: label(name) }) });

  return (
    <Modal
      open={!!role}
      title={role === 'new' ? t('system.addRole') : t('system.editRole')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-role">
        <Form.Item name="code" label={label('code')} rules={[required('code')]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={[required('name')]}>
          <Input />
        </Form.Item>
        <Form.Item name="permissions" label={label('permissions')}>
          <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', padding: 8 }}>
            {tree.data && <FeatureTree tree={tree.data} value={perms} onChange={setPerms} holder={holder} />}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
