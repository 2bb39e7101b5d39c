import net from 'node:net';

/**
 * Binds the port once and lets it go, so a busy or forbidden port is reported before anything is
 * migrated, seeded or printed. Returns a one-line message saying what to do, or null when free.
 */
export function portProblem(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => resolve(listenProblem(e, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** The one-line explanation of a failed listen; the error's own text for the unexpected. */
export function listenProblem(e: NodeJS.ErrnoException, port: number, host: string): string {
  switch (e.code) {
    case 'EADDRINUSE':
      return `port ${port} is in use; set PORT to a free port or stop the other process`;
    case 'EACCES':
      return `port ${port} needs administrator rights; set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this machine; set HOST=0.0.0.0 (all addresses) or one of its addresses`;
    default:
      return `cannot listen on ${host}:${port}: ${e.message}`;
  }
}
