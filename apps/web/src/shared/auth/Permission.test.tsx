import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, type SessionUser, saveSession } from '../session.ts';
import { allows } from './access.ts';
import { Auth } from './Permission.tsx';

const clerk = { roles: ['clerk'], permissions: ['setting/warehouse/view', 'setting/*/export'] };

describe('allows', () => {
  it('checks one, any or all permissions', () => {
    expect(allows(clerk, { perm: 'setting/warehouse/view' })).toBe(true);
    expect(allows(clerk, { perm: 'setting/location/export' })).toBe(true);
    expect(allows(clerk, { perm: 'setting/warehouse/add' })).toBe(false);
    expect(allows(clerk, { any: ['setting/warehouse/add', 'setting/warehouse/view'] })).toBe(true);
    expect(allows(clerk, { all: ['setting/warehouse/add', 'setting/warehouse/view'] })).toBe(false);
  });

  it('checks one role or any of several', () => {
    expect(allows(clerk, { role: 'clerk' })).toBe(true);
    expect(allows(clerk, { role: 'admin' })).toBe(false);
    expect(allows(clerk, { roles: ['admin', 'clerk'] })).toBe(true);
  });

  it('lets the superuser see everything and nobody without a session', () => {
    expect(allows({ roles: [], permissions: ['*/*/*'] }, { all: ['a/b/c', 'x/y/z'] })).toBe(true);
    expect(allows(undefined, { perm: 'a/b/c' })).toBe(false);
    expect(allows(undefined, {})).toBe(true);
  });
});

describe('<Auth>', () => {
  const user: SessionUser = { id: 1, account: 'u', name: 'U', ...clerk };

  it('renders children only with permission, and follows the session', () => {
    saveSession({ token: 't', user, menu: [] }, false);
    render(
      <>
        <Auth perm="setting/warehouse/view">
          <span>visible</span>
        </Auth>
        <Auth perm="setting/warehouse/delete">
          <span>hidden</span>
        </Auth>
        <Auth roles={['admin']} fallback={<span>fallback</span>}>
          <span>admin only</span>
        </Auth>
      </>,
    );
    expect(screen.queryByText('visible')).not.toBeNull();
    expect(screen.queryByText('hidden')).toBeNull();
    expect(screen.queryByText('admin only')).toBeNull();
    expect(screen.queryByText('fallback')).not.toBeNull();

    act(() => clearSession());
    expect(screen.queryByText('visible')).toBeNull();
  });
});
