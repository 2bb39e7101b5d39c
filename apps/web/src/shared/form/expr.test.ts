import { describe, expect, it, vi } from 'vitest';
import { ExprError, evalExpr, parseExpr, testExpr, truthy } from './expr.ts';

const run = (src: string, scope: Record<string, unknown> = {}) => evalExpr(parseExpr(src), scope);

describe('literals and identifiers', () => {
  it('reads numbers, strings, booleans and null', () => {
    expect(run('42')).toBe(42);
    expect(run('3.5')).toBe(3.5);
    expect(run('.5')).toBe(0.5);
    expect(run('1e3')).toBe(1000);
    expect(run("'it\\'s'")).toBe("it's");
    expect(run('"a\\"b\\n"')).toBe('a"b\n');
    expect(run('true')).toBe(true);
    expect(run('false')).toBe(false);
    expect(run('null')).toBeNull();
  });
  it('reads form fields, dotted paths, and gives undefined for missing ones', () => {
    const scope = { type: 'store', addr: { city: 'Suzhou' }, $x: 1, _y: 2 };
    expect(run('type', scope)).toBe('store');
    expect(run('addr.city', scope)).toBe('Suzhou');
    expect(run('addr.zip', scope)).toBeUndefined();
    expect(run('nope.deeper', scope)).toBeUndefined();
    expect(run('$x == 1 && _y == 2', scope)).toBe(true);
  });
  it('never reaches prototypes', () => {
    expect(run('constructor', {})).toBeUndefined();
    expect(run('__proto__', {})).toBeUndefined();
    expect(run('toString', {})).toBeUndefined();
    expect(run('a.constructor.name', { a: {} })).toBeUndefined();
    expect(run('a.length', { a: 'abc' })).toBeUndefined();
  });
});

describe('operators', () => {
  const scope = { qty: 5, type: 'store', code: '', tags: [] as string[], on: true, id: 1, txt: '10' };
  it.each([
    ["type == 'store'", true],
    ["type != 'store'", false],
    ["type === 'store'", true],
    ["type !== 'ship'", true],
    ['qty > 4', true],
    ['qty >= 5', true],
    ['qty < 5', false],
    ['qty <= 5', true],
    ['txt > 9', true],
    ["'b' > 'a'", true],
    ['type > 3', false],
    ["id == '1'", true],
    ["id != '1'", false],
    ['missing == null', true],
    ['missing != null', false],
    ['0 == null', false],
    ["'' == 0", false],
    ['on && qty > 1', true],
    ['!on || qty > 10', false],
    ['!code', true],
    ['!tags', true],
    ['!!type', true],
    ['-qty < 0', true],
    ['-txt == -10', true],
    ['(qty > 1 || on) && !(type == "ship")', true],
    ['qty > 1 || missing.deep > 3', true],
  ])('%s → %s', (src, expected) => {
    expect(run(src, scope)).toBe(expected);
  });
  it('binds && tighter than || and comparison tighter than equality', () => {
    expect(run('true || false && false')).toBe(true);
    expect(run('(true || false) && false')).toBe(false);
    expect(run('1 < 2 == true')).toBe(true);
  });
  it('short-circuits', () => {
    expect(run('false && x.y.z')).toBe(false);
    expect(run('true || x.y.z')).toBe(true);
  });
});

describe('errors', () => {
  it.each(['', 'a ==', '(a', 'a)', "'open", 'a = 1', 'a # b', 'a b', '&& a', '1 2'])('refuses %j', (src) => {
    expect(() => parseExpr(src)).toThrow(ExprError);
  });
  it('names the position', () => {
    expect(() => parseExpr('a == = 1')).toThrow(expect.objectContaining({ position: 5 }));
    expect(() => parseExpr('(a || b')).toThrow(expect.objectContaining({ position: 7 }));
  });
  it('has no function calls, assignment or member calls', () => {
    expect(() => parseExpr('alert(1)')).toThrow(ExprError);
    expect(() => parseExpr('a = 1')).toThrow(ExprError);
    expect(() => parseExpr('a[0]')).toThrow(ExprError);
  });
});

describe('testExpr', () => {
  it('gives a boolean', () => {
    expect(testExpr("type == 'store'", { type: 'store' })).toBe(true);
    expect(testExpr('qty', { qty: 0 })).toBe(false);
    expect(testExpr('tags', { tags: ['a'] })).toBe(true);
  });
  it('treats a bad expression as false and reports it once', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(testExpr('a ==', { a: 1 })).toBe(false);
    expect(testExpr('a ==', { a: 1 })).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
  it('counts empty arrays and strings as false', () => {
    expect(truthy([])).toBe(false);
    expect(truthy('')).toBe(false);
    expect(truthy([0])).toBe(true);
  });
});
