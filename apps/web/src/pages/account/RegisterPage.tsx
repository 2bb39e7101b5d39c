import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from './AuthShell.tsx';
import { Input, Password } from './inputs.ts';
import { confirmRules, passwordRules, requiredRule } from './passwordRules.ts';
import { ServerReply } from './ServerReply.tsx';
import { useServerReply } from './useServerReply.ts';

interface RegisterForm {
  name: string;
  account: string;
  email: string;
  password: string;
  confirm: string;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { reply, submit, pending } = useServerReply<Omit<RegisterForm, 'confirm'>>('/system/user/_register');
  return (
    <AuthShell title={t('register.title')}>
      <ServerReply reply={reply} />
      <Form<RegisterForm>
        layout="vertical"
        requiredMark={false}
        onFinish={({ confirm: _, ...body }) => submit(body)}
        autoComplete="off"
      >
        <Form.Item name="name" label={t('register.name')} rules={[requiredRule(t, 'register.name')]}>
          <Input maxLength={50} />
        </Form.Item>
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
          label={t('login.password')}
          rules={passwordRules(t, 'login.password')}
          extra={t('register.passwordRule')}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('register.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
          <Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('register.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('register.haveAccount')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
