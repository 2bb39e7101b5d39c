import { Alert, Button, Flex, QRCode, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../shared/api/request.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { LoginData } from '../../shared/session.ts';
import { useFinishLogin } from './useFinishLogin.ts';

interface QrTicketReply {
  data: { id: string; url?: string };
}
interface QrPollReply {
  data?: Partial<LoginData> | null;
}

const QR_SIZE = 100;
const POLL_MS = 2000;

type QrState = { kind: 'loading' } | { kind: 'shown'; id: string; value: string } | { kind: 'failed'; message: string };

const messageOf = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

/**
 * Shows a code from GET _qr/get and polls _qr/poll until the phone confirms. Both calls are
 * silent: their failure message (the server's, e.g. "not implemented yet") is shown in place.
 * Mounted only while its tab is chosen, so polling stops when the user leaves the tab.
 */
export default function QrLogin() {
  // A new key remounts the panel: a fresh code and a fresh polling loop.
  const [attempt, setAttempt] = useState(0);
  return <QrPanel key={attempt} onRefresh={() => setAttempt((n) => n + 1)} />;
}

function QrPanel({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  // Held in a ref so a language switch (new `finish`) does not fetch a new code.
  const finishLogin = useFinishLogin();
  const finish = useRef(finishLogin);
  finish.current = finishLogin;
  const [state, setState] = useState<QrState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (id: string) => {
      try {
        const r = await api.get<QrPollReply>('/system/user/_qr/poll', { id }, { silent: true });
        if (!active) return;
        const d = r.data;
        if (d?.token && d.user && d.menu) finish.current({ token: d.token, user: d.user, menu: d.menu }, false);
        else timer = setTimeout(() => void poll(id), POLL_MS);
      } catch (e) {
        if (active) setState({ kind: 'failed', message: messageOf(e) });
      }
    };
    api
      .get<QrTicketReply>('/system/user/_qr/get', undefined, { silent: true })
      .then((r) => {
        if (!active) return;
        setState({ kind: 'shown', id: r.data.id, value: r.data.url ?? r.data.id });
        timer = setTimeout(() => void poll(r.data.id), POLL_MS);
      })
      .catch((e: unknown) => {
        if (active) setState({ kind: 'failed', message: messageOf(e) });
      });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);

  return (
    <Flex vertical align="center" gap={16} style={{ padding: '8px 0 16px' }}>
      {state.kind === 'failed' && <Alert type="warning" showIcon title={state.message} />}
      {state.kind === 'loading' && <Spin />}
      {state.kind === 'shown' && <QRCode value={state.value} size={QR_SIZE} />}
      <span>{t('login.qrTip')}</span>
      <Button onClick={onRefresh} loading={state.kind === 'loading'}>
        {t('login.qrRefresh')}
      </Button>
    </Flex>
  );
}
