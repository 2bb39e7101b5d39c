import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, session } from './storage.ts';

describe('local storage with expiry', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('round-trips values; 0 seconds never expires', () => {
    local.set('a', { x: 1 });
    vi.setSystemTime(new Date('2035-01-01T00:00:00Z'));
    expect(local.get('a')).toEqual({ x: 1 });
  });

  it('returns the value until it expires, then removes the entry on read', () => {
    local.set('b', 'v', 10);
    vi.advanceTimersByTime(9_999);
    expect(local.get('b')).toBe('v');
    vi.advanceTimersByTime(1);
    expect(local.get('b')).toBeUndefined();
    expect(localStorage.getItem('b')).toBeNull();
  });

  it('reads corrupt or foreign entries as absent', () => {
    localStorage.setItem('c', '{oops');
    localStorage.setItem('d', '"plain"');
    expect(local.get('c')).toBeUndefined();
    expect(local.get('d')).toBeUndefined();
  });

  it('clears all entries but the kept ones', () => {
    local.set('keep', 1);
    local.set('drop', 2);
    local.clear(['keep']);
    expect(local.get('keep')).toBe(1);
    expect(local.get('drop')).toBeUndefined();
  });
});

describe('session storage', () => {
  it('round-trips and removes values', () => {
    session.set('cols', ['a', 'b']);
    expect(session.get('cols')).toEqual(['a', 'b']);
    session.remove('cols');
    expect(session.get('cols')).toBeUndefined();
  });
});
