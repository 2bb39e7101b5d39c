import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { confirmRules, passwordRules, requiredRule } from '../../shared/form/passwordRules.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { userStore } from '../../shared/session.ts';
import { useStore } from '../../shared/store.ts';
import { MySignIns } from './MySignIns.tsx';
import { MySpace } from './MySpace.tsx';
import { MySupport } from './MySupport.tsx';
import { PushSettings } from './PushSettings.tsx';

interface PasswordForm {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/** /profile: the signed-in user's own details (read-only) and password change (spec §2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(userStore);
  const [form] = Form.useForm<PasswordForm>();
  const change = useMutation({
    // The server checks the confirmation again (ZPasswordChange), so it is sent too.
    mutationFn: ({ password, newPassword, confirmPassword }: PasswordForm) =>
      api.post<{ message?: string }>('/system/user/_pass/change', { password, newPassword, confirmPassword }),
    onSuccess: (r) => {
      form.resetFields();
      if (r.message) feedback().message.success(r.message);
      feedback().modal.confirm({
        title: t('common.tip'),
        content: t('profile.passwordChanged'),
        okText: t('request.loginAgain'),
        cancelText: t('common.cancel'),
        onOk: () => navigate('/login'),
      });
    },
  });
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex', padding: 16, maxWidth: 720 }}>
      <Card title={t('profile.account')} extra={t('profile.accountTip')}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('login.account')}>{user?.account}</Descriptions.Item>
          <Descriptions.Item label={t('register.name')}>{user?.name}</Descriptions.Item>
          <Descriptions.Item label={t('register.email')}>{user?.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.phone')}>{user?.phone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.roles')}>
            {user?.roles.map((r) => (
              <Tag key={r}>{r}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('profile.changePassword')}>
        <Form<PasswordForm> form={form} layout="vertical" onFinish={(v) => change.mutate(v)} style={{ maxWidth: 400 }}>
          <Form.Item name="password" label={t('profile.oldPassword')} rules={[requiredRule(t, 'profile.oldPassword')]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('reset.newPassword')}
            rules={passwordRules(t, 'reset.newPassword')}
            extra={t('register.passwordRule')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('register.confirm')}
            dependencies={['newPassword']}
            rules={confirmRules(t, 'newPassword')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Form>
      </Card>
      <MySignIns />
      <MySpace />
      <PushSettings />
      <MySupport />
    </Space>
  );
}
