import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { phoneRule, requiredRule } from '../../shared/form/passwordRules.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { AuthShell } from './AuthShell.tsx';
import { Input } from './inputs.ts';
import { ServerReply } from './ServerReply.tsx';
import { PasswordFields, UserFields } from './UserFields.tsx';
import { useServerReply } from './useServerReply.ts';

interface RegisterForm {
  name: string;
  account: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
}

/** Self-registration: the user is created disabled; the reply says an administrator enables it. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { reply, submit, pending } = useServerReply<RegisterForm>('/system/user/_register');
  return (
    <AuthShell title={t('register.title')}>
      <ServerReply reply={reply} />
      <Form<RegisterForm>
        layout="vertical"
        requiredMark={false}
        onFinish={({ phone, ...body }) => submit({ ...body, phone: phone?.trim() || undefined })}
        autoComplete="off"
      >
        <Form.Item name="name" label={t('register.name')} rules={[requiredRule(t, 'register.name')]}>
          <Input maxLength={50} />
        </Form.Item>
        <UserFields />
        <Form.Item name="phone" label={t('register.phone')} rules={[phoneRule(t)]}>
          <Input maxLength={30} autoComplete="tel" />
        </Form.Item>
        <PasswordFields passwordLabel="login.password" />
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
