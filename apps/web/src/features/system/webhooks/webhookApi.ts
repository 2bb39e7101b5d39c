import type { ZAttemptRow, ZWebhookRow, ZWebhookSecret } from '@wms/contract/integration/webhook-schema';
import { api } from '../../../shared/api/request.ts';

export type TWebhookRow = ReturnType<typeof ZWebhookRow.parse>;
export type TWebhookSecret = ReturnType<typeof ZWebhookSecret.parse>;
export type TAttemptRow = ReturnType<typeof ZAttemptRow.parse>;
export interface WebhookValues {
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
}

const P = '/system/webhook';
type Done = { message: string };

/** `/system/webhook` (docs/api.md "Webhooks"); the deliveries list itself goes through ListTable. */
export const fetchWebhooks = async () => (await api.get<{ data: TWebhookRow[] }>(`${P}/_all`)).data;
/** Silent: the dialog puts a refusal under its field. */
export const addWebhook = (b: WebhookValues) => api.post<Done & { data: TWebhookSecret }>(`${P}/~add`, b, { silent: true });
export const updateWebhook = (b: { id: number } & Partial<WebhookValues>, silent = false) =>
  api.post<Done>(`${P}/~update`, b, { silent });
export const deleteWebhook = (id: number) => api.post<Done>(`${P}/~delete`, { id });
export const rotateSecret = async (id: number) => (await api.post<Done & { data: TWebhookSecret }>(`${P}/~rotate`, { id })).data;
export const testWebhook = (id: number) => api.post<Done>(`${P}/~test`, { id });
export const resendDeliveries = (ids: number[]) => api.post<Done>(`${P}/delivery/~resend`, { ids });
export const fetchAttempts = async (id: number) =>
  (await api.get<{ data: TAttemptRow[] }>(`${P}/delivery/attempts`, { id })).data;
