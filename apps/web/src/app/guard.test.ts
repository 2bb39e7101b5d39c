import { describe, expect, it } from 'vitest';
import { decideGuard, isPublicPath } from './guard.ts';

describe('decideGuard', () => {
  it('lets the fixed public routes pass, with or without a token', () => {
    for (const p of ['/login', '/user_register', '/reset_password', '/inventory/dash', '/login/']) {
      expect(decideGuard({ pathname: p, hasToken: false, built: false })).toBe('pass');
    }
    expect(isPublicPath('/login/x')).toBe(false);
  });

  it('sends users without a token to /login', () => {
    expect(decideGuard({ pathname: '/', hasToken: false, built: true })).toBe('login');
    expect(decideGuard({ pathname: '/setting/warehouse', hasToken: false, built: false })).toBe('login');
  });

  it('builds the routes on the first guarded navigation, then resolves', () => {
    expect(decideGuard({ pathname: '/setting/warehouse', hasToken: true, built: false })).toBe('build');
    expect(decideGuard({ pathname: '/setting/warehouse', hasToken: true, built: true })).toBe('resolve');
  });
});
