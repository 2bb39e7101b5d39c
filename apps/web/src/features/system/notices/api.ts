import type { TNoticePage, TPushReply, TPushSetting } from '@wms/contract/notice';
import { api } from '../../../shared/api/request.ts';

/** The calls of the push settings card and the notice bell (docs/api.md "Notices and push settings"). */
export const fetchPush = () => api.get<{ data: TPushReply }>('/system/user/_push').then((r) => r.data);

export const savePush = (settings: TPushSetting[]) =>
  api.post<{ message?: string; data: TPushReply }>('/system/user/_push/update', { settings });

/** The latest notices and the unread count; silent, as the bell asks every minute. */
export const fetchNotices = (length: number) =>
  api.post<{ data: TNoticePage }>('/system/notice/_mine', { page: 1, length }, { silent: true }).then((r) => r.data);

export const markRead = (body: { ids: number[] } | { all: true }) =>
  api.post<{ data: { changed: number } }>('/system/notice/_read', body);

export const PUSH_KEY = ['notice', 'push'] as const;
export const NOTICES_KEY = ['notice', 'mine'] as const;
