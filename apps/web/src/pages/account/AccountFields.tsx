import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input, Password } from './inputs.ts';
import { confirmRules, passwordRules, requiredRule } from './passwordRules.ts';

/** Account, email, a new password and its confirmation: the fields registration and password reset share (spec §5). */
export function AccountFields({ passwordLabel }: { passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
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
        label={t(passwordLabel)}
        rules={passwordRules(t, passwordLabel)}
        extra={t('register.passwordRule')}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label={t('register.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
        <Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
