import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { AuthShell } from './AuthShell.tsx';
import { LoginTabs } from './LoginTabs.tsx';
import { PasswordLogin } from './PasswordLogin.tsx';

// The QR tab carries the QR encoder and the SMS tab antd's Form; load each when chosen.
const QrLogin = lazy(() => import('./QrLogin.tsx'));
const SmsLogin = lazy(() => import('./SmsLogin.tsx').then((m) => ({ default: m.SmsLogin })));

type Mode = 'account' | 'mobile' | 'qr';
const MODES: readonly Mode[] = ['account', 'mobile', 'qr'];

/**
 * /login with three tabs: user name + password, mobile + SMS code, QR code (spec §1). Only the chosen tab is
 * mounted, so the QR code is polled only while shown. Entering the page has cleared the session
 * (router loader).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('account');
  return (
    <AuthShell title={t('login.title')}>
      <LoginTabs<Mode> value={mode} onChange={setMode} items={MODES.map((m) => ({ key: m, label: t(`login.tab.${m}`) }))} />
      {mode === 'account' && <PasswordLogin />}
      <Suspense fallback={null}>
        {mode === 'mobile' && <SmsLogin />}
        {mode === 'qr' && <QrLogin />}
      </Suspense>
    </AuthShell>
  );
}
