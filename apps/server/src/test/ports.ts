import net from 'node:net';

/**
 * A port nothing listens on now, as the system hands them out (port 0). Tests that start the server
 * as a child take one of these rather than a random number: a random port in the ephemeral range
 * (32768–60999 here) can be a client socket's, and CI once failed on "port … is in use".
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
