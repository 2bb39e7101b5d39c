import type { PackagingType } from '@wms/contract/containers/container-account';
import type { TStatementDetail, TStatementMade, TStatementSent } from '@wms/contract/containers/statement-schema';
import { api } from '../../../shared/api/request.ts';
import { postOnce } from '../containerApi.ts';

/** Container statement calls (docs/api.md "Container statements"). */
export const STATEMENT_PATH = '/inventory/account/statement';

export const statementPerm = (action: 'view' | 'add' | 'print' | 'reply' | 'send') => `inventory/accountStatement/${action}`;

/** One step of making a month's statements: the next batch of partners after `from` (0 to begin). */
export const makeStep = async (month: string, from: number) =>
  (await api.post<{ data: TStatementMade }>(`${STATEMENT_PATH}/~make`, { month, from })).data;

export const fetchStatement = async (id: number) =>
  (await api.get<{ data: TStatementDetail }>(`${STATEMENT_PATH}/_detail/get`, { id })).data;

/** The partner's answer; silent: the dialog shows a refusal itself. */
export const answerStatement = async (
  action: 'confirm' | 'dispute',
  body: { id: number; respondedOn: string; comment?: string; counts?: { packagingType: PackagingType; counted: number }[] },
) => api.post<{ message: string; data: TStatementDetail }>(`${STATEMENT_PATH}/~${action}`, body, { silent: true });

/** Prints the current version, or an earlier one kept when a make changed the statement. */
export const printStatement = (id: number, lang: 'zh' | 'en', version?: number) =>
  api.download(`${STATEMENT_PATH}/~print`, { params: { id, lang, ...(version ? { version } : {}) } });

/** Books the difference of a disputed count as a correction (permission inventory/account/post); one key per click. */
export const acceptDifference = async (id: number, packagingType: PackagingType, key: string) =>
  (await postOnce<{ message: string; data: TStatementDetail }>(`${STATEMENT_PATH}/~accept`, { id, packagingType }, key)).data;

/** Mails statements to their partners with the PDF and a link to answer; the reply names the ones not sent and why. */
export const sendStatements = async (ids: number[]) =>
  (await api.post<{ message: string; data: TStatementSent }>(`${STATEMENT_PATH}/~send`, { ids })).data;

/** One step of mailing a month's statements not yet sent: the next batch after `from` (0 to begin). */
export const sendStep = async (month: string, from: number) =>
  (await api.post<{ message: string; data: TStatementSent }>(`${STATEMENT_PATH}/~send`, { month, from })).data;

/** The partner's link to the statement, to pass on by phone or chat. */
export const fetchPartnerLink = async (id: number) =>
  (await api.get<{ data: { link: string; expires: string } }>(`${STATEMENT_PATH}/_link/get`, { id })).data;
