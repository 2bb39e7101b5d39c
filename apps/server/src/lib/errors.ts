import type { MessageKey, MessageParam } from '../i18n/messages.ts';

export interface CellError {
  row: number;
  field: string;
  message: string;
}

/** An expected failure: the handler turns it into `{action: 'error', message}` in the user's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, MessageParam> = {},
    /** Sent beside the message: the field to mark, an import's bad cells, or what a refusal is about (`data`). */
    readonly extra: { field?: string; errors?: CellError[]; data?: unknown } = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>, extra?: AppError['extra']) =>
  new AppError(400, key, params, extra);
export const unauthorized = (key: MessageKey) => new AppError(401, key);
export const forbidden = () => new AppError(403, 'auth.forbidden');
export const notFound = () => new AppError(404, 'notFound.row');
export const conflict = (key: MessageKey, params?: Record<string, string | number>) => new AppError(409, key, params);
