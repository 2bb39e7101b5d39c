import { type ComponentType, useEffect, useState } from 'react';
import { withTimeout } from '../../app/withTimeout.ts';
import { feedbackUnavailable, onFeedbackWanted } from './feedback.ts';

/** Mounts the feedback host once a toast or dialog is first asked for (see feedback.ts). */
export function FeedbackSlot() {
  const [Host, setHost] = useState<ComponentType>();
  useEffect(
    () =>
      onFeedbackWanted(() => {
        withTimeout(import('./FeedbackHost.tsx')).then(
          (m) => setHost(() => m.default),
          (error: unknown) => feedbackUnavailable(error),
        );
      }),
    [],
  );
  return Host ? <Host /> : null;
}
