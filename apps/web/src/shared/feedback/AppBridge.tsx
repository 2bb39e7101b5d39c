import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback.ts';

/** Captures antd's App instances so non-React code shows themed, localized feedback. */
export function AppBridge() {
  const app = App.useApp();
  useEffect(() => {
    setFeedback(app);
    return () => setFeedback(undefined);
  }, [app]);
  return null;
}
