import type { App } from 'antd';

/**
 * Themed message/modal/notification for code outside React (request client, global error hooks).
 * `<AppBridge/>`, mounted inside antd `<App>` with the first render, hands over the
 * context-aware instances. Before that (or in unit tests without a bridge) feedback goes to the
 * console: the static antd APIs would cost the start-up chunk for a moment that never shows UI.
 */
export type Feedback = ReturnType<typeof App.useApp>;

const log =
  (level: 'error' | 'warn' | 'info') =>
  (...args: unknown[]) => {
    console[level]('[feedback]', ...args);
  };

const consoleFeedback = {
  message: {
    error: log('error'),
    warning: log('warn'),
    success: log('info'),
    info: log('info'),
    loading: log('info'),
    open: log('info'),
    destroy() {},
  },
  notification: {
    error: log('error'),
    warning: log('warn'),
    success: log('info'),
    info: log('info'),
    open: log('info'),
    destroy() {},
  },
  modal: { error: log('error'), warning: log('warn'), success: log('info'), info: log('info'), confirm: log('warn') },
} as unknown as Feedback;

let current: Feedback = consoleFeedback;

export function setFeedback(f: Feedback | undefined): void {
  current = f ?? consoleFeedback;
}

export function feedback(): Feedback {
  return current;
}
