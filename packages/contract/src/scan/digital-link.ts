import { type Gs1Element, type Gs1Parse, gs1Element } from './gs1.ts';
import { DL_PRIMARY_KEYS, DL_SHORT_NAMES } from './gs1-ais.ts';

const URL_PARTS = /^https?:\/\/[^/?#]*([^?#]*)(?:\?([^#]*))?/i;

/** A path segment or query key as an AI: the digits themselves, or a Digital Link 1.x short name. */
const asAi = (name: string): string | undefined => (/^\d{2,4}$/.test(name) ? name : DL_SHORT_NAMES.get(name));

/**
 * A GS1 Digital Link URI (`https://any.host/[prefix/]01/09506000134352/10/ABC?17=251231`): AIs in the path
 * from the first primary key on, more AIs in the query; query keys that are not AIs (linkType…) are
 * ignored. Null when the URL carries no primary key, i.e. it is just a web address.
 */
export function parseDigitalLink(url: string): Gs1Parse | null {
  const m = URL_PARTS.exec(url);
  if (!m) return null;
  const segments = m[1]!.split('/').filter(Boolean);
  const start = segments.findIndex((s, i) => DL_PRIMARY_KEYS.has(asAi(s) ?? '') && (segments.length - i) % 2 === 0);
  if (start < 0) return null;

  const elements: Gs1Element[] = [];
  const errors: string[] = [];
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      errors.push(`bad percent-encoding: ${text}`);
      return text;
    }
  };
  const add = (name: string, value: string, inPath: boolean) => {
    const ai = asAi(decode(name));
    if (ai === undefined) {
      if (inPath) errors.push(`not an AI in the path: ${name}`);
      return;
    }
    const text = decode(value);
    // Digital Link lets a GTIN-8, -12 or -13 stand for its 14-digit form.
    elements.push(gs1Element(ai, ai === '01' && /^(\d{8}|\d{12,13})$/.test(text) ? text.padStart(14, '0') : text));
  };

  for (let i = start; i < segments.length; i += 2) add(segments[i]!, segments[i + 1]!, true);
  for (const param of (m[2] ?? '').split('&').filter(Boolean)) {
    const eq = param.indexOf('=');
    add(eq < 0 ? param : param.slice(0, eq), eq < 0 ? '' : param.slice(eq + 1), false);
  }
  return { elements, errors };
}
