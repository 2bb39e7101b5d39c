import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountFields } from './AccountFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { ServerReply } from './ServerReply.tsx';
import { useServerReply } from './useServerReply.ts';

interface ResetForm {
  account: string;
  email: string;
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { reply, submit, pending } = useServerReply<Omit<ResetForm, 'confirm'>>('/system/user/_pass/reset');
  return (
    <AuthShell title={t('reset.title')}>
      <ServerReply reply={reply} />
      <Form<ResetForm>
        layout="vertical"
        requiredMark={false}
        onFinish={({ confirm: _, ...body }) => submit(body)}
        autoComplete="off"
      >
        <AccountFields passwordLabel="reset.newPassword" />
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
