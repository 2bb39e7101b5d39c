import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from './AuthShell.tsx';
import { Input, Password } from './inputs.ts';
import { confirmRules, passwordRules, requiredRule } from './passwordRules.ts';
import { ServerReply } from './ServerReply.tsx';
import { useServerReply } from './useServerReply.ts';

interface ResetForm {
  account: string;
  email: string;
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { reply, submit, pending } = useServerReply<Omit<ResetForm, 'confirm'>>('/system/user/_pass/reset');
  return (
    <AuthShell title={t('reset.title')}>
      <ServerReply reply={reply} />
      <Form<ResetForm>
        layout="vertical"
        requiredMark={false}
        onFinish={({ confirm: _, ...body }) => submit(body)}
        autoComplete="off"
      >
        <Form.Item name="account" label={t('login.account')} rules={[requiredRule(t, 'login.account')]}>
          <Input maxLength={50} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('register.email')}
          rules={[requiredRule(t, 'register.email'), { type: 'email', message: t('register.emailInvalid') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('reset.newPassword')}
          rules={passwordRules(t, 'reset.newPassword')}
          extra={t('register.passwordRule')}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('register.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
          <Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('reset.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('common.back')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
