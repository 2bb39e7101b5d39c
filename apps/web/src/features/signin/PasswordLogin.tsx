import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, theme } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { Input, Password } from './inputs.ts';
import { useAsyncAction } from './useAsyncAction.ts';
import { type LoginReply, useFinishLogin } from './useFinishLogin.ts';

interface PasswordLoginForm {
  account: string;
  password: string;
  remember: boolean;
}

/** An input with its error line below; antd's Form would add ~13 kB gzip to /login for two required checks. */
function Field({ error, children }: { error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 4 : 24 }}>
      {children}
      {error && (
        <div role="alert" style={{ color: token.colorError, fontSize: token.fontSize, minHeight: 20 }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** User name (the `account` field) + password; "remember me" keeps the session 24 h (spec §1). */
export function PasswordLogin() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [form, setForm] = useState<PasswordLoginForm>({ account: '', password: '', remember: false });
  const [touched, setTouched] = useState(false);
  const login = useAsyncAction(async (body: PasswordLoginForm) => {
    const reply = await api.post<LoginReply>('/system/user/_account/auth', body);
    finish(reply.data, body.remember);
  });
  const missing = (v: string, key: string) => (touched && !v.trim() ? t('common.required', { field: t(key) }) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (form.account.trim() && form.password) void login.run({ ...form, account: form.account.trim() });
  };
  const accountError = missing(form.account, 'login.account');
  const passwordError = missing(form.password, 'login.password');
  return (
    <form onSubmit={submit} noValidate>
      <Field error={accountError}>
        <Input
          id="account"
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.account')}
          aria-label={t('login.account')}
          autoComplete="username"
          maxLength={50}
          status={accountError ? 'error' : undefined}
          value={form.account}
          onChange={(e) => setForm({ ...form, account: e.target.value })}
        />
      </Field>
      <Field error={passwordError}>
        <Password
          id="password"
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          status={passwordError ? 'error' : undefined}
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </Field>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Checkbox checked={form.remember} onChange={(e) => setForm({ ...form, remember: e.target.checked })}>
          {t('login.remember')}
        </Checkbox>
        <Link to="/reset_password">{t('login.forgot')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={login.pending}>
        {t('login.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user_register">{t('login.register')}</Link>
      </div>
    </form>
  );
}
