import { useQuery } from '@tanstack/react-query';
import { sysUser } from '@wms/contract/system';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { phoneRule } from '../../../shared/form/passwordRules.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { addUser, type DeptNode, type DeptOption, fetchDepts, fetchRoles, type UserBody, updateUser } from './systemApi.ts';

export interface EditedUser extends UserBody {
  id: number;
}

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,128}$/;
const deptOptions = (ns: DeptNode[]): DeptOption[] =>
  ns.map((d) => ({ value: d.id, title: d.name, children: d.children ? deptOptions(d.children) : undefined }));

/** Add (with password and confirmation) or edit a user: roles multi-select, department tree-select. */
export function UserDialog({
  open,
  user,
  onClose,
  onDone,
}: {
  open: boolean;
  user: EditedUser | null;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel(sysUser.name);
  const [form] = Form.useForm<UserBody>();
  const roles = useQuery({ queryKey: ['sysRoles'], queryFn: fetchRoles, enabled: open });
  const depts = useQuery({ queryKey: ['sysDepts'], queryFn: fetchDepts, enabled: open });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) form.setFieldsValue(user);
  }, [open, user, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const body = { ...v, phone: v.phone || null, dept: v.dept ?? null, roles: v.roles ?? [] };
      let id = user?.id;
      if (user) await updateUser(user.id, body);
      else id = (await addUser(body)).data.id;
      feedback().message.success(t('system.saved'));
      onDone(id!);
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );

  const required = (name: string) => ({ required: true, message: t('common.required', { field: label(name) }) });
  return (
    <Modal
      open={open}
      title={user ? t('system.editUser') : t('system.addUser')}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-user">
        <Form.Item name="account" label={label('account')} rules={[required('account')]}>
          <Input disabled={!!user} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={[required('name')]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label={label('email')}
          rules={[required('email'), { type: 'email', message: t('system.badEmail') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={label('phone')} rules={[phoneRule(t)]}>
          <Input />
        </Form.Item>
        {!user && (
          <>
            <Form.Item
              name="password"
              label={label('password')}
              rules={[required('password'), { pattern: PASSWORD_RULE, message: t('system.passwordRule') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={label('confirmPassword')}
              dependencies={['password']}
              rules={[
                required('confirmPassword'),
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    !v || v === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('system.passwordMismatch'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="roles" label={label('roles')}>
          <Select
            mode="multiple"
            loading={roles.isLoading}
            options={(roles.data ?? []).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
          />
        </Form.Item>
        <Form.Item name="dept" label={label('dept')}>
          <TreeSelect allowClear treeDefaultExpandAll loading={depts.isLoading} treeData={deptOptions(depts.data ?? [])} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
