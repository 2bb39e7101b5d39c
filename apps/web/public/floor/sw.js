/**
 * The floor's service worker (scope /floor/), so a handheld that walks out of Wi-Fi range can still
 * open the floor. apps/web/build/floorShell.ts writes the build's list and version in below; the
 * dev server never registers it.
 *
 * - install: caches floor.html and every file it loads (hashed, so a name never changes content);
 * - navigations under /floor/: the network, or the cached floor.html when it fails or hangs;
 * - /assets/*: cache first; other /floor/ files (icons, manifest): the network, else the cache;
 * - anything else (the API above all) is left to the network, never cached: a stale reply could
 *   show stock that has moved, and a replayed write must go through the outbox, not a cache.
 */
const PRECACHE = /* precache */ [];
const VERSION = /* version */ 'dev';
const CACHE = `floor-${VERSION}`;
const SHELL = PRECACHE[0] ?? '/floor.html';
/** Past this a hanging request (Wi-Fi up, no route) is taken for offline. */
const NAVIGATION_TIMEOUT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('floor-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function navigation(request) {
  try {
    return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
  } catch {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw new Error('offline, and no floor.html cached');
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Only pages in the scope (/floor/...) navigate through this worker.
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/floor/') && url.pathname !== '/floor/sw.js') event.respondWith(networkFirst(request));
});
