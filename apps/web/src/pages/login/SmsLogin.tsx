import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/request.ts';
import { Input } from '../account/inputs.ts';
import { requiredRule } from '../account/passwordRules.ts';
import { useAsyncAction } from '../account/useAsyncAction.ts';
import { useCountdown } from './useCountdown.ts';
import { type LoginReply, useFinishLogin } from './useFinishLogin.ts';

interface SmsForm {
  phone: string;
  code: string;
}

const PHONE = /^\+?\d{6,15}$/;
const RESEND_SECONDS = 60;

/** Mobile number + SMS code. Until the server implements SMS it answers with a message, shown as a toast. */
export function SmsLogin() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SmsForm>();
  const finish = useFinishLogin();
  const countdown = useCountdown(RESEND_SECONDS);
  const send = useAsyncAction(async (phone: string) => {
    const r = await api.post<{ message?: string }>('/system/user/_sms/send', { phone });
    void message.success(r.message || t('login.codeSent'));
    countdown.start();
  });
  const login = useAsyncAction(async (body: SmsForm) => {
    const reply = await api.post<LoginReply>('/system/user/_sms/auth', body);
    finish(reply.data, false);
  });
  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: undefined }));
    if (phone) void send.run(phone);
  };
  return (
    <Form<SmsForm> form={form} size="large" onFinish={(v) => void login.run(v)} requiredMark={false}>
      <Form.Item name="phone" rules={[requiredRule(t, 'login.mobile'), { pattern: PHONE, message: t('login.mobileInvalid') }]}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} autoComplete="tel" maxLength={16} />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Form.Item name="code" noStyle rules={[requiredRule(t, 'login.smsCode')]}>
            <Input prefix={<MailOutlined />} placeholder={t('login.smsCode')} autoComplete="one-time-code" maxLength={8} />
          </Form.Item>
          <Button onClick={sendCode} disabled={countdown.left > 0} loading={send.pending} style={{ minWidth: 130 }}>
            {countdown.left > 0 ? t('login.resend', { seconds: countdown.left }) : t('login.sendCode')}
          </Button>
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
