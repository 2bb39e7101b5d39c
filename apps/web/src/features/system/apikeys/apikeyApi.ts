import type { TApiKeyAdd, TApiKeyCreated, TApiKeyRole } from '@wms/contract/system-apikey';
import { api } from '../../../shared/api/request.ts';

/** `/system/apikey` (docs/api.md "Machine clients (API keys)"); the list itself goes through ListTable. */
export const fetchKeyRoles = async () => (await api.get<{ data: TApiKeyRole[] }>('/system/apikey/_roles')).data;
/** Silent: the dialog puts a refusal under its field. */
export const addKey = async (b: TApiKeyAdd) =>
  (await api.post<{ data: TApiKeyCreated; message: string }>('/system/apikey/~add', b, { silent: true })).data;
export const revokeKey = (id: number) => api.post<{ message: string }>('/system/apikey/~revoke', { id });

/**
 * Copies text to the clipboard. The Clipboard API exists only on HTTPS or localhost; the console is often
 * served over plain HTTP on a LAN, where the older copy command still works on a selected text field.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the copy command
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
