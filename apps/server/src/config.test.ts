import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as addresses/CIDRs, a hop count, or true', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    for (const bad of ['proxy.lan', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it('refuses a weak ADMIN_PASSWORD and a port that is not one', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: '1' })).toThrow('ADMIN_PASSWORD is too weak');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'abcdefgh' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_PASSWORD: 'Abcdefg1' }).adminPassword).toBe('Abcdefg1');
    expect(() => loadConfig({ PORT: '80a' })).toThrow('PORT=80a is not a port number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(loadConfig({ PORT: '9000' }).port).toBe(9000);
  });
});
