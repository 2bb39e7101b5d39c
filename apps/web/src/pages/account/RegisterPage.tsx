import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountFields } from './AccountFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { Input } from './inputs.ts';
import { requiredRule } from './passwordRules.ts';
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
        <AccountFields passwordLabel="login.password" />
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
