import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';

/** Issue 7 item 12: going to /login with a session signs it out on the server, not only in the browser. */
let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(() => c?.close());

describe('sign-out on /login', () => {
  it('revokes the token on the server when /login is opened with a session', async () => {
    const { page, context } = await c.newPage();
    try {
      await c.signIn(page);
      const token = (await context.cookies()).find((k) => k.name === 'TOKEN')?.value;
      expect(token).toBeTruthy();
      const info = () => fetch(`${c.baseUrl}/system/user/_info`, { headers: { 'x-auth-token': decodeURIComponent(token!) } });
      expect((await info()).status).toBe(200);

      const revoked = page.waitForResponse((r) => r.url().endsWith('/system/user/_account/logout'));
      await page.goto('/login');
      expect((await revoked).status()).toBe(200);
      expect((await context.cookies()).find((k) => k.name === 'TOKEN')?.value ?? '').toBe('');
      expect((await info()).status).toBe(401);
    } finally {
      await context.close();
    }
  });
});
