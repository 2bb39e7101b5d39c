import type { TPartnerStatement } from '@wms/contract/containers/statement-schema';
import type { PartnerLang } from './partner-strings.ts';

const P = '/app/partner/statement';
const HEADER = 'x-statement-link';

/** The token of the address's fragment (`#t=…`): never sent to a server as part of an address. */
export const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';

/** A refusal in the server's words (its `message`), or the status when it gave none. */
export class PartnerError extends Error {}

async function call<T>(token: string, lang: PartnerLang, path = '', body?: object): Promise<T> {
  const res = await fetch(`${P}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { [HEADER]: token, 'accept-language': lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string; data?: T };
  if (!res.ok) throw new PartnerError(json.message || `HTTP ${res.status}`);
  return json.data as T;
}

export const fetchPartnerStatement = (token: string, lang: PartnerLang) => call<TPartnerStatement>(token, lang);

export const answerPartnerStatement = (
  token: string,
  lang: PartnerLang,
  action: 'confirm' | 'dispute',
  body: { comment?: string; counts?: { packagingType: string; counted: number }[] },
) => call<TPartnerStatement>(token, lang, `/~${action}`, body);

/** The PDF's address: a plain link, so a phone's own viewer opens it. */
export const pdfHref = (token: string, lang: PartnerLang, version?: number) =>
  `${P}/~print?${new URLSearchParams({ t: token, lang, ...(version ? { version: String(version) } : {}) })}`;
