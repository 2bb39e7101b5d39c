import { ApiError } from '../shared/api/request.ts';
import { feedback } from '../shared/feedback/feedback.ts';

/** Shows an unhandled client error as a notification titled by its type (spec §8). */
export function reportClientError(error: unknown): void {
  // The request client has already shown its failures.
  if (error instanceof ApiError) return;
  const title = error instanceof Error ? error.name || 'Error' : typeof error;
  const description = error instanceof Error ? error.message : String(error);
  feedback().notification.error({ title, description });
}

/** Catches what escapes React and the router: thrown errors and unhandled promise rejections. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (e: ErrorEvent) => {
    // Resource load errors (img, script) carry no error object and are not the app's.
    if (e.error) reportClientError(e.error);
  };
  const onRejection = (e: PromiseRejectionEvent) => reportClientError(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
