import { theme } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';
import { withTimeout } from '../lazy/withTimeout.ts';
import { feedbackUnavailable, onFeedbackWanted } from './feedback.ts';
import { MESSAGE_TOP } from './placement.ts';

/** How long the plain stand-in shows what could not be shown properly. */
export const PLAIN_MS = 6000;

/**
 * Mounts the feedback host once a toast or dialog is first asked for (see feedback.ts). If its
 * code cannot be loaded (the server is out of reach, which is often what the toast was about),
 * the words are shown plainly for a while instead, and the next call tries the host again.
 */
export function FeedbackSlot() {
  const [Host, setHost] = useState<ComponentType>();
  const [plain, setPlain] = useState<string[]>([]);
  useEffect(
    () =>
      onFeedbackWanted(() => {
        withTimeout(import('./FeedbackHost.tsx')).then(
          (m) => setHost(() => m.default),
          (error: unknown) => setPlain((shown) => [...shown, ...feedbackUnavailable(error)]),
        );
      }),
    [],
  );
  useEffect(() => {
    if (plain.length === 0) return;
    const timer = setTimeout(() => setPlain([]), PLAIN_MS);
    return () => clearTimeout(timer);
  }, [plain]);
  return (
    <>
      {Host && <Host />}
      {plain.length > 0 && <PlainNotices texts={plain} />}
    </>
  );
}

function PlainNotices({ texts }: { texts: string[] }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        top: MESSAGE_TOP,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: token.zIndexPopupBase + 10,
        maxWidth: '80vw',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
      }}
    >
      {texts.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same words may come twice.
        <div key={i}>{text}</div>
      ))}
    </div>
  );
}
