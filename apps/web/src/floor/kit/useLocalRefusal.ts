import { useRef } from 'react';
import type { Feedback } from './useFeedback.ts';

/**
 * A scan refused on the device before anything is sent (another SKU than the line's): red like a
 * server refusal, but the next scan counts at once, since it is the worker's answer to it. A server
 * refusal still holds the next scan until acknowledged (ScanField); so does a newer error.
 */
export function useLocalRefusal(feedback: Feedback) {
  // The text of the refusal shown: a later error (the server's) has its own and blocks as before.
  const shown = useRef<string | undefined>(undefined);
  const local = feedback.state.tone === 'error' && feedback.state.text === shown.current;
  return {
    refuse: (text: string) => {
      shown.current = text;
      feedback.error(text);
    },
    /** ScanField's `feedback` and `onScan`: a scan over a refusal of this device clears it and counts. */
    scanProps: (onScan: (code: string) => void) => ({
      feedback: local ? { ...feedback, blocked: false } : feedback,
      onScan: (code: string) => {
        if (local) feedback.acknowledge();
        onScan(code);
      },
    }),
  };
}
