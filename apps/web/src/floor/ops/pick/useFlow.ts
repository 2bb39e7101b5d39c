import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Feedback } from '../../kit/useFeedback.ts';
import { useLocalRefusal } from '../../kit/useLocalRefusal.ts';
import type { Say } from './taskWork.ts';

/**
 * A flow's state, and `apply` to step it: the result's words go to the feedback bar, a `refuse` as a
 * refusal of this device (useLocalRefusal, whose `scanProps` the screen's ScanField takes). `apply`
 * reads the latest state, not the render's, so an answer arriving later lands on the step as it is now.
 */
export function useFlow<S, E, R extends { state: S; say?: Say }>(
  flow: (state: S, event: E) => R,
  start: S,
  feedback: Feedback,
): [S, (event: E) => R, ReturnType<typeof useLocalRefusal>] {
  const { t } = useTranslation();
  const [state, setState] = useState(start);
  const current = useRef(state);
  const refusal = useLocalRefusal(feedback);
  const apply = (event: E): R => {
    const result = flow(current.current, event);
    current.current = result.state;
    setState(result.state);
    const say = result.say;
    if (say?.tone === 'refuse') refusal.refuse(t(say.key, say.params));
    else if (say) feedback[say.tone](t(say.key, say.params));
    return result;
  };
  return [state, apply, refusal];
}
