import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { api } from '../../shared/api/request.ts';
import { mobileRules, requiredRule } from '../../shared/form/passwordRules.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { Input } from './inputs.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { useAsyncAction } from './useAsyncAction.ts';
import { type LoginReply, useFinishLogin } from './useFinishLogin.ts';

interface SmsForm {
  phone: string;
  code: string;
}

/** Mobile number + SMS code (spec §5: both required); a refusal is the request client's message. */
export function SmsLogin() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsForm>();
  const finish = useFinishLogin();
  const login = useAsyncAction(async (body: SmsForm) => {
    const reply = await api.post<LoginReply>('/system/user/_sms/auth', body);
    finish(reply.data, false);
  });
  const phone = async () => (await form.validateFields(['phone']).catch(() => ({ phone: undefined }))).phone;
  return (
    <Form<SmsForm> form={form} size="large" onFinish={(v) => void login.run(v)} requiredMark={false}>
      <Form.Item name="phone" rules={mobileRules(t)}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobile')}
          aria-label={t('login.mobile')}
          autoComplete="tel"
          maxLength={16}
        />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Form.Item name="code" noStyle rules={[requiredRule(t, 'login.smsCode')]}>
            <Input
              prefix={<MailOutlined />}
              placeholder={t('login.smsCode')}
              aria-label={t('login.smsCode')}
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton to={phone} purpose="signin" />
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
