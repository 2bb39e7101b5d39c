import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';

/**
 * Where webhooks may go (docs/decisions/integration.md "Webhooks: where they may go"): never to loopback, private,
 * link-local, shared, multicast or reserved addresses, unless WEBHOOK_ALLOW names them. The address is checked as the
 * connection is made (the lookup of the request itself), so a name that resolves to a public address when the
 * subscription is saved and to a private one later is refused too.
 */
const FORBIDDEN: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['::ffff:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const forbidden = new net.BlockList();
for (const [addr, bits, family] of FORBIDDEN) forbidden.addSubnet(addr, bits, family);

export class TargetRefused extends Error {}

/** A list of addresses and CIDRs (config.webhookAllow) as a BlockList. */
export function allowListOf(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [addr, bits] = entry.split('/') as [string, string | undefined];
    const family = net.isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(bits), family);
  }
  return list;
}

/** IPv4 written inside IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it is. */
function plain(address: string): [string, 'ipv4' | 'ipv6'] {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return [mapped[1]!, 'ipv4'];
  return [address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4'];
}

/** Whether a delivery may connect to `address`. */
export function mayReach(address: string, allow: net.BlockList): boolean {
  const [addr, family] = plain(address);
  return allow.check(addr, family) || !forbidden.check(addr, family);
}

/** A URL a subscription may keep: http(s), no credentials; a literal address must be reachable. */
export function urlProblem(raw: string, allow: net.BlockList): 'url.scheme' | 'url.credentials' | 'url.private' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url.scheme';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url.scheme';
  if (url.username || url.password) return 'url.credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !mayReach(host, allow)) return 'url.private';
  if (/^localhost$/i.test(host) && !mayReach('127.0.0.1', allow)) return 'url.private';
  return null;
}

function guardedLookup(allow: net.BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !mayReach(a.address, allow));
      if (bad) return callback(new TargetRefused(`${hostname} is ${bad.address}, a private address`), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface PostResult {
  status: number | null;
  error: string | null;
  ms: number;
}

/** One POST of `body`: resolves with the status, or with the reason none came back; never rejects. */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  opts: { allow: net.BlockList; timeoutMs: number; agents?: { http: http.Agent; https: https.Agent } },
): Promise<PostResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): PostResult => ({
    status,
    error: error?.slice(0, 500) ?? null,
    ms: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return resolve(done(null, 'not a URL'));
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !mayReach(host, opts.allow)) return resolve(done(null, `${host} is a private address`));
    const secure = url.protocol === 'https:';
    const client = secure ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(opts.allow),
        timeout: opts.timeoutMs,
        // A kept-alive socket was made through the guarded lookup too; its address cannot change under it.
        agent: opts.agents ? (secure ? opts.agents.https : opts.agents.http) : false,
      },
      (res) => {
        // The answer's body is not read beyond a little: only its status counts.
        res.resume();
        res.on('end', () => resolve(done(res.statusCode ?? null, null)));
        res.on('error', () => resolve(done(res.statusCode ?? null, null)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (e) => resolve(done(null, e.message)));
    req.end(body);
  });
}
