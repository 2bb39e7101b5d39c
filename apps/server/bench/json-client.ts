import http from 'node:http';

/**
 * A keep-alive JSON client on node:http for the benches. The server shares its process with the
 * client here, so the client's own cost counts against the server's figures: `fetch` (undici)
 * spends about a millisecond more per call than node:http, a fifth of a fast list call's overhead.
 */
export function jsonClient(base: string, headers: Record<string, string> = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true });
  return (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: {
            ...headers,
            ...extra,
            ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) });
            } catch (e) {
              reject(e);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(data);
    });
}
