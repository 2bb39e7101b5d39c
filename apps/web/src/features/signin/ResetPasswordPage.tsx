import { Button, Flex, Form, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { mobileRules, requiredRule } from '../../shared/form/passwordRules.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { AuthShell } from './AuthShell.tsx';
import { Input } from './inputs.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { ServerReply } from './ServerReply.tsx';
import { PasswordFields } from './UserFields.tsx';
import { useServerReply } from './useServerReply.ts';

interface ResetForm {
  phone?: string;
  email?: string;
  code: string;
  password: string;
  confirmPassword: string;
}

type Channel = 'sms' | 'mail';

/** A new password through a code sent to the user's mobile number or e-mail address; the old sessions end. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetForm>();
  const [channel, setChannel] = useState<Channel>('sms');
  const { reply, submit, pending } = useServerReply<ResetForm>('/system/user/_pass/reset');
  const field = channel === 'mail' ? 'email' : 'phone';
  const to = async () => (await form.validateFields([field]).catch(() => ({}) as ResetForm))[field];
  const codeLabel = channel === 'mail' ? 'reset.mailCode' : 'login.smsCode';
  return (
    <AuthShell title={t('reset.title')}>
      <ServerReply reply={reply} />
      <Segmented<Channel>
        block
        value={channel}
        onChange={(v) => {
          setChannel(v);
          form.resetFields(['phone', 'email', 'code']);
        }}
        options={[
          { value: 'sms', label: t('reset.byMobile') },
          { value: 'mail', label: t('reset.byEmail') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form<ResetForm> form={form} layout="vertical" requiredMark={false} onFinish={submit} autoComplete="off">
        {channel === 'mail' ? (
          <Form.Item
            name="email"
            label={t('register.email')}
            rules={[requiredRule(t, 'register.email'), { type: 'email', message: t('register.emailInvalid') }]}
          >
            <Input maxLength={200} autoComplete="email" />
          </Form.Item>
        ) : (
          <Form.Item name="phone" label={t('login.mobile')} rules={mobileRules(t)}>
            <Input maxLength={20} autoComplete="tel" />
          </Form.Item>
        )}
        <Form.Item label={t(codeLabel)} required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[requiredRule(t, codeLabel)]}>
              <Input maxLength={6} autoComplete="one-time-code" aria-label={t(codeLabel)} />
            </Form.Item>
            <SendCodeButton key={channel} to={to} purpose="reset" channel={channel} />
          </Flex>
        </Form.Item>
        <PasswordFields passwordLabel="reset.newPassword" />
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
