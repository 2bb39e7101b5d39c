import { Button } from 'antd';
import { api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useAsyncAction } from './useAsyncAction.ts';
import { useCountdown } from './useCountdown.ts';

/** The server allows one code per number a minute: the button counts that minute down. */
const RESEND_SECONDS = 60;

/**
 * Asks the server to send a code to what `to()` gives (undefined: the form refused it): a text to a
 * mobile number, or (`mail`, password reset only) an e-mail. A refusal (e.g. 429 "try again in N
 * minutes") is the request client's message.
 */
export function SendCodeButton({
  to,
  purpose,
  channel = 'sms',
}: {
  to: () => Promise<string | undefined>;
  purpose: 'signin' | 'reset';
  channel?: 'sms' | 'mail';
}) {
  const { t } = useTranslation();
  const countdown = useCountdown(RESEND_SECONDS);
  const send = useAsyncAction(async (address: string) => {
    const r =
      channel === 'mail'
        ? await api.post<{ message?: string }>('/system/user/_mail/send', { email: address })
        : await api.post<{ message?: string }>('/system/user/_sms/send', { phone: address, purpose });
    feedback().message.success(r.message || t('login.codeSent'));
    countdown.start();
  });
  const click = async () => {
    const address = await to();
    if (address) void send.run(address);
  };
  return (
    <Button onClick={click} disabled={countdown.left > 0} loading={send.pending} style={{ minWidth: 130 }}>
      {countdown.left > 0 ? t('login.resend', { seconds: countdown.left }) : t('login.sendCode')}
    </Button>
  );
}
