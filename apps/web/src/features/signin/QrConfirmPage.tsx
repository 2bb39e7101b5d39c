import { Alert, Button, Descriptions, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../shared/api/request.ts';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { getToken } from '../../shared/session.ts';
import { AuthShell } from './AuthShell.tsx';
import { useAsyncAction } from './useAsyncAction.ts';

interface TicketInfo {
  ip: string;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
}

type View =
  | { kind: 'loading' }
  | { kind: 'signIn' }
  | { kind: 'ask'; info: TicketInfo }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; message: string };

/** A lapsed session asks to sign in again; anything else (an expired code) is shown as the server said it. */
const viewOfError = (e: unknown): View =>
  e instanceof ApiError && e.status === 401
    ? { kind: 'signIn' }
    : { kind: 'failed', message: e instanceof Error ? e.message : String(e) };

/**
 * /qr/confirm?id= — opened on a phone from the login page's QR code. A signed-in user sees which
 * browser asks (address, time) and confirms; that browser's next poll signs it in as this user.
 * A signed-out phone signs in first and comes back here.
 */
export default function QrConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const [view, setView] = useState<View>(() => (getToken() ? { kind: 'loading' } : { kind: 'signIn' }));

  useEffect(() => {
    if (!getToken()) return;
    let active = true;
    api
      .get<{ data: TicketInfo }>('/system/user/_qr/info', { id }, { silent: true })
      .then((r) => active && setView({ kind: 'ask', info: r.data }))
      .catch((e: unknown) => active && setView(viewOfError(e)));
    return () => {
      active = false;
    };
  }, [id]);

  const confirm = useAsyncAction(async () => {
    try {
      const r = await api.post<{ message: string }>('/system/user/_qr/confirm', { id }, { silent: true });
      setView({ kind: 'done', message: r.message });
    } catch (e) {
      setView(viewOfError(e));
    }
  });

  const signIn = () => void navigate(`/login?redirect=${encodeURIComponent(`/qr/confirm?id=${id}`)}`);

  return (
    <AuthShell title={t('qr.confirmTitle')}>
      {view.kind === 'loading' && (
        <Flex justify="center">
          <Spin />
        </Flex>
      )}
      {view.kind === 'signIn' && (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon title={t('qr.signInFirst')} />
          <Button type="primary" block onClick={signIn}>
            {t('login.submit')}
          </Button>
        </Flex>
      )}
      {view.kind === 'failed' && <Alert type="error" showIcon title={view.message} />}
      {view.kind === 'done' && <Result status="success" title={view.message} />}
      {view.kind === 'ask' && (
        <Flex vertical gap={16}>
          <span>{t('qr.asking')}</span>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'ip', label: t('qr.address'), children: view.info.ip },
              { key: 'time', label: t('qr.time'), children: formatDate(view.info.createdAt) },
              { key: 'ua', label: t('qr.browser'), children: view.info.userAgent ?? '-' },
            ]}
          />
          <Button type="primary" block loading={confirm.pending} onClick={() => void confirm.run()}>
            {t('qr.confirm')}
          </Button>
        </Flex>
      )}
    </AuthShell>
  );
}
