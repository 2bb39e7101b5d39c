import { Form } from 'antd';
import { confirmRules, passwordRules, requiredRule } from '../../shared/form/passwordRules.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { Input, Password } from './inputs.ts';

/** User name (the `account` field) and email of a new user (spec §5: both required). */
export function UserFields() {
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
    </>
  );
}

/** A new password and its confirmation, sent as `password` and `confirmPassword` (the server checks both rules again). */
export function PasswordFields({ passwordLabel }: { passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(passwordLabel)}
        rules={passwordRules(t, passwordLabel)}
        extra={t('register.passwordRule')}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('register.confirm')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
