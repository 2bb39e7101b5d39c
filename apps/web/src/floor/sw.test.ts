/** public/floor/sw.js, run against stand-ins for the worker's globals. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { injectPrecache } from '../../build/floorShell.ts';

const ORIGIN = 'http://wms.lan';
const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/floor/sw.js'), 'utf8');
const PRECACHE = ['/floor.html', '/assets/floor-f.js'];

type Listener = (event: any) => void;
const keyOf = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;

/** The worker with its caches (name → path → body) and the network it sees. */
function startWorker(network: (url: string) => Promise<Response>) {
  const stores = new Map<string, Map<string, string>>([
    ['floor-old', new Map()],
    ['other-app', new Map()],
  ]);
  const fetchMock = vi.fn(async (r: Request | string) => network(keyOf(r)));
  const open = async (name: string) => {
    const store = stores.get(name) ?? stores.set(name, new Map()).get(name)!;
    return {
      addAll: async (urls: string[]) => {
        for (const u of urls) store.set(u, await (await fetchMock(u)).text());
      },
      put: async (r: Request, res: Response) => void store.set(keyOf(r), await res.text()),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: Request | string) => {
      for (const store of stores.values()) {
        const body = store.get(keyOf(r));
        if (body !== undefined) return new Response(body);
      }
      return undefined;
    },
  };
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn() },
  };
  new Function('self', 'caches', 'fetch', injectPrecache(SOURCE, PRECACHE))(self, caches, fetchMock);

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** What the worker answers, or undefined when it leaves the request to the browser. */
  const request = async (url: string, init: { method?: string; mode?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    const req = { url: ORIGIN + url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.fetch!({ request: req, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer && (await (await answer).text());
  };
  return { stores, fetchMock, lifecycle, request };
}

it('caches the shell on install and drops its older caches on activate, leaving others alone', async () => {
  const sw = startWorker(async (url) => new Response(`net ${url}`));
  await sw.lifecycle('install');
  await sw.lifecycle('activate');
  const names = [...sw.stores.keys()];
  expect(names).toHaveLength(2);
  expect(names).toContain('other-app');
  const current = sw.stores.get(names.find((n) => n.startsWith('floor-'))!)!;
  expect([...current.keys()]).toEqual(PRECACHE);
});

it('serves hashed files from the cache, and the cached floor.html to a navigation that fails', async () => {
  let online = true;
  const sw = startWorker(async (url) => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(`net ${url}`);
  });
  await sw.lifecycle('install');
  sw.fetchMock.mockClear();
  expect(await sw.request('/assets/floor-f.js')).toBe('net /assets/floor-f.js');
  expect(sw.fetchMock).not.toHaveBeenCalled();
  expect(await sw.request('/floor/count', { mode: 'navigate' })).toBe('net /floor/count');
  online = false;
  expect(await sw.request('/floor/count', { mode: 'navigate' })).toBe('net /floor.html');
});

it('never answers for the API, nor any write', async () => {
  const sw = startWorker(async (url) => new Response(`net ${url}`));
  expect(await sw.request('/inventory/stock/view')).toBeUndefined();
  expect(await sw.request('/system/user/_info?_=1')).toBeUndefined();
  expect(await sw.request('/assets/floor-f.js', { method: 'POST' })).toBeUndefined();
  expect(await sw.request('/floor/sw.js')).toBeUndefined();
  expect(sw.fetchMock).not.toHaveBeenCalled();
});
