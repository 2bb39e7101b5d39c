import type { ArgsProps as MessageArgs } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal/interface';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface';
import type { Key, ReactNode } from 'react';

/**
 * Themed toasts, notifications and dialogs, for React and non-React code alike (the request
 * client, global error hooks). antd's message, notification and modal code (its dialog, the
 * confirm layout, the toast lists) is not needed to draw any screen, so it loads with the first
 * toast or dialog asked for: until then calls wait in a queue, and `<FeedbackSlot/>` (inside the
 * theme, in AppProviders) mounts the host that shows them (FeedbackHost.tsx).
 */
type Toast = (content: ReactNode | MessageArgs, duration?: number, onClose?: () => void) => void;
type Notice = (args: NotificationArgs) => void;

/** A dialog asked for, open or still waiting for its code: close it, or change it. */
export interface DialogHandle {
  destroy(): void;
  update(config: ModalFuncProps): void;
}
type Dialog = (config: ModalFuncProps) => DialogHandle;

export interface Feedback {
  message: { success: Toast; error: Toast; warning: Toast; info: Toast; loading: Toast; destroy(key?: Key): void };
  notification: { success: Notice; error: Notice; warning: Notice; info: Notice; destroy(key?: Key): void };
  modal: { confirm: Dialog; info: Dialog; success: Dialog; error: Dialog; warning: Dialog };
}

/** A call waiting for the host: what to run, and its words should the host never come. */
interface Call {
  run: (host: Feedback) => void;
  text: string;
}

let host: Feedback | undefined;
const waiting: Call[] = [];
const wanted = new Set<() => void>();
let asked = false;

function run(call: Call): void {
  if (host) {
    call.run(host);
    return;
  }
  waiting.push(call);
  if (!asked) {
    asked = true;
    for (const fn of wanted) fn();
  }
}

const words = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' || typeof p === 'number').join(': ');
const toastText = (content: ReactNode | MessageArgs) =>
  content && typeof content === 'object' && 'content' in content ? words(content.content) : words(content);

const toast =
  (kind: 'success' | 'error' | 'warning' | 'info' | 'loading'): Toast =>
  (...args) =>
    run({ run: (h) => h.message[kind](...args), text: toastText(args[0]) });
const notice =
  (kind: 'success' | 'error' | 'warning' | 'info'): Notice =>
  (args) =>
    run({ run: (h) => h.notification[kind](args), text: words(args.title, args.description) });
const dialog =
  (kind: 'confirm' | 'info' | 'success' | 'error' | 'warning'): Dialog =>
  (config) => {
    let real: DialogHandle | undefined;
    let closed = false;
    let latest = config;
    run({
      run: (h) => {
        if (!closed) real = h.modal[kind](latest);
      },
      text: words(config.title, config.content),
    });
    return {
      destroy() {
        closed = true;
        real?.destroy();
      },
      update(next) {
        latest = { ...latest, ...next };
        real?.update(next);
      },
    };
  };

const queued: Feedback = {
  message: {
    success: toast('success'),
    error: toast('error'),
    warning: toast('warning'),
    info: toast('info'),
    loading: toast('loading'),
    destroy: (key) => run({ run: (h) => h.message.destroy(key), text: '' }),
  },
  notification: {
    success: notice('success'),
    error: notice('error'),
    warning: notice('warning'),
    info: notice('info'),
    destroy: (key) => run({ run: (h) => h.notification.destroy(key), text: '' }),
  },
  modal: {
    confirm: dialog('confirm'),
    info: dialog('info'),
    success: dialog('success'),
    error: dialog('error'),
    warning: dialog('warning'),
  },
};

let replaced: Feedback | undefined;

export function feedback(): Feedback {
  return replaced ?? queued;
}

/** Replaces the feedback altogether (unit tests record the calls); undefined goes back to the real one. */
export function setFeedback(f: Feedback | undefined): void {
  replaced = f;
}

/** The host hands its antd instances over when mounted, and the calls that waited run in order. */
export function attachFeedbackHost(h: Feedback | undefined): void {
  host = h;
  if (!h) return;
  for (const call of waiting.splice(0)) call.run(h);
}

/**
 * The host's code could not be loaded (the server is out of reach): gives the words of what
 * waited, for FeedbackSlot to show plainly, and the next toast or dialog tries again.
 */
export function feedbackUnavailable(error: unknown): string[] {
  asked = false;
  console.error('[feedback] antd could not be loaded', error);
  return waiting
    .splice(0)
    .map((call) => call.text)
    .filter(Boolean);
}

/** For FeedbackSlot: called on the first toast or dialog asked for (at once if one already was), and after a failed load. */
export function onFeedbackWanted(fn: () => void): () => void {
  if (asked) fn();
  wanted.add(fn);
  return () => wanted.delete(fn);
}
