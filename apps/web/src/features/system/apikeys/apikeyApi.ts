import type { TApiKeyAdd, TApiKeyCreated, TApiKeyRole } from '@wms/contract/system-apikey';
import { api } from '../../../shared/api/request.ts';

/** `/system/apikey` (docs/api.md "Machine clients (API keys)"); the list itself goes through ListTable. */
export const fetchKeyRoles = async () => (await api.get<{ data: TApiKeyRole[] }>('/system/apikey/_roles')).data;
/** Silent: the dialog puts a refusal under its field. */
export const addKey = async (b: TApiKeyAdd) =>
  (await api.post<{ data: TApiKeyCreated; message: string }>('/system/apikey/~add', b, { silent: true })).data;
export const revokeKey = (id: number) => api.post<{ message: string }>('/system/apikey/~revoke', { id });
