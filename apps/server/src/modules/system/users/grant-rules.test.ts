import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.ts';
import { assertKnown, assertWithinHeld } from './grant-rules.ts';

const known = ['inbound/ibOrder/view', 'inbound/ibOrder/delete', 'setting/warehouse/add'];
const refusal = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? { status: e.statusCode, key: e.key, params: e.params } : e;
  }
};

describe('grant rules', () => {
  it.each([
    [['inbound/ibOrder/view'], null],
    [['inbound/*/*'], null],
    [['*/*/*'], null],
    [['nothing/at/all'], 'nothing/at/all'],
    [['inbound/ibOrder/view', 'outbound/*/view'], 'outbound/*/view'],
  ])('known: %j', (requested, unknown) => {
    const r = refusal(() => assertKnown(requested, known));
    expect(r === null ? null : (r as { params: { permissions: string } }).params.permissions).toBe(unknown);
  });

  it.each([
    // granter, before, after, refused
    [['*/*/*'], [], ['*/*/*'], null],
    [['inbound/*/*'], [], ['inbound/ibOrder/delete'], null],
    [['inbound/*/*'], [], ['inbound/*/view'], null],
    [['inbound/ibOrder/*'], [], ['inbound/*/view'], 'inbound/*/view'],
    [['inbound/*/*'], [], ['setting/warehouse/add'], 'setting/warehouse/add'],
    // What the target already had stays, even beyond the granter; taking away is always allowed.
    [['inbound/*/*'], ['setting/warehouse/add'], ['setting/warehouse/add', 'inbound/ibOrder/view'], null],
    [[], ['*/*/*'], [], null],
  ])('within held: %j grants %j → %j', (granter, before, after, beyond) => {
    const r = refusal(() => assertWithinHeld(granter, before, after));
    expect(r === null ? null : (r as { status: number; params: { permissions: string } }).params.permissions).toBe(beyond);
    if (r) expect((r as { status: number }).status).toBe(403);
  });
});
