import type { TStatementDetail, TStatementMade } from '@wms/contract/containers/statement-schema';
import { api } from '../../../shared/api/request.ts';

/** Container statement calls (docs/api.md "Container statements"). */
export const STATEMENT_PATH = '/inventory/account/statement';

export const statementPerm = (action: 'view' | 'add' | 'print' | 'reply') => `inventory/accountStatement/${action}`;

/** One step of making a month's statements: the next batch of partners after `from` (0 to begin). */
export const makeStep = async (month: string, from: number) =>
  (await api.post<{ data: TStatementMade }>(`${STATEMENT_PATH}/~make`, { month, from })).data;

export const fetchStatement = async (id: number) =>
  (await api.get<{ data: TStatementDetail }>(`${STATEMENT_PATH}/_detail/get`, { id })).data;

/** The partner's answer; silent: the dialog shows a refusal itself. */
export const answerStatement = async (
  action: 'confirm' | 'dispute',
  body: { id: number; respondedOn: string; comment?: string },
) => api.post<{ message: string; data: TStatementDetail }>(`${STATEMENT_PATH}/~${action}`, body, { silent: true });

export const printStatement = (id: number, lang: 'zh' | 'en') =>
  api.download(`${STATEMENT_PATH}/~print`, { params: { id, lang } });
