import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { Input, Password } from '../account/inputs.ts';
import { requiredRule } from '../account/passwordRules.ts';
import { useAsyncAction } from '../account/useAsyncAction.ts';
import { type LoginReply, useFinishLogin } from './useFinishLogin.ts';

interface AccountForm {
  account: string;
  password: string;
  remember: boolean;
}

/** Account + password; "remember me" keeps the session 24 h (spec §1). */
export function AccountLogin() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const login = useAsyncAction(async (body: AccountForm) => {
    const reply = await api.post<LoginReply>('/system/user/_account/auth', body);
    finish(reply.data, body.remember);
  });
  return (
    <Form<AccountForm> size="large" initialValues={{ remember: false }} onFinish={(v) => void login.run(v)} requiredMark={false}>
      <Form.Item name="account" rules={[requiredRule(t, 'login.account')]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.account')} autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule(t, 'login.password')]}>
        <Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Link to="/reset_password">{t('login.forgot')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={login.pending}>
        {t('login.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user_register">{t('login.register')}</Link>
      </div>
    </Form>
  );
}
