import { createHash } from 'node:crypto';
import type { TSenderRefDifference } from '@wms/contract/order-defs';
import type { Lang } from '../../i18n/messages.ts';

/**
 * What "the same body" means for an API key's `~add` under its `extRef` (docs/decisions/api-conventions.md
 * "Orders from an ERP"): the body as validated, with object keys sorted and absent, null and undefined
 * alike dropped; lines stay in their order. Pure: canonical-body.test.ts.
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function canonicalBody(v: unknown): Json {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toJSON();
  if (Array.isArray(v)) return v.map(canonicalBody);
  if (typeof v === 'object') {
    const out: { [k: string]: Json } = {};
    for (const k of Object.keys(v).sort()) {
      const x = canonicalBody((v as Record<string, unknown>)[k]);
      if (x !== null) out[k] = x;
    }
    return out;
  }
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return String(v);
}

/** SHA-256 of the canonical body's JSON, hex: what a repeat is compared by first. */
export const bodyHash = (canonical: Json) => createHash('sha256').update(JSON.stringify(canonical)).digest('hex');

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const asObject = (v: Json | undefined): { [k: string]: Json } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const keysOf = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();

/**
 * Where two canonical bodies differ: header fields by name, lines by position (`items.<i>.<field>`), a line
 * only one body has as `items.<i>` whole. Header fields first, in name order, then the lines in order.
 */
export function bodyDifferences(first: Json, now: Json): TSenderRefDifference[] {
  const a = asObject(first);
  const b = asObject(now);
  const out: TSenderRefDifference[] = [];
  for (const k of keysOf(a, b)) {
    if (k !== 'items' && !same(a[k], b[k])) out.push({ field: k, first: a[k] ?? null, now: b[k] ?? null });
  }
  const la = Array.isArray(a.items) ? a.items : [];
  const lb = Array.isArray(b.items) ? b.items : [];
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (i >= la.length || i >= lb.length) {
      out.push({ field: `items.${i}`, first: la[i] ?? null, now: lb[i] ?? null });
      continue;
    }
    const x = asObject(la[i]);
    const y = asObject(lb[i]);
    for (const k of keysOf(x, y)) {
      if (!same(x[k], y[k])) out.push({ field: `items.${i}.${k}`, first: x[k] ?? null, now: y[k] ?? null });
    }
  }
  return out;
}

/**
 * Columns only create-or-return reads: the `extRef` a key made the order under (kept as sent, whatever the
 * order's `extRef` is edited to later), the key's user, and the first body (which can be large). Never
 * locked with the order, listed, exported or sent in a detail.
 */
export const SENDER_ONLY = ['senderRef', 'senderId', 'senderHash', 'senderBody'] as const;

/** A table's columns (or a resource's) without SENDER_ONLY. */
export function withoutSenderColumns<C extends object>(columns: C): C {
  const out = { ...columns } as Record<string, unknown>;
  for (const k of SENDER_ONLY) delete out[k];
  return out as C;
}

/** An order resource as its list, export and detail read it: without SENDER_ONLY. */
export const listedOrder = <R extends { columns: object }>(res: R): R => ({ ...res, columns: withoutSenderColumns(res.columns) });

/** How many differences the message lists; `data.differences` carries them all. */
export const LISTED = 10;

function shown(v: unknown): string {
  if (v === null || v === undefined) return '—';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

/** The differences as the 409 message lists them: `items.1.qty: 5 → 7; customer: 3 → 4`, the rest counted. */
export function differencesText(lang: Lang, diffs: readonly TSenderRefDifference[]): string {
  const sep = lang === 'zh' ? '；' : '; ';
  const listed = diffs.slice(0, LISTED).map((d) => `${d.field}: ${shown(d.first)} → ${shown(d.now)}`);
  const more = diffs.length - listed.length;
  if (more > 0) listed.push(lang === 'zh' ? `另有 ${more} 处` : `and ${more} more`);
  return listed.join(sep);
}
