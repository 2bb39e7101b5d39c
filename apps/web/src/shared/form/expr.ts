/**
 * A tiny expression language for DynamicForm's `hiddenWhen` / `requiredWhen` (spec §5), parsed
 * and evaluated here so form definitions never reach eval or new Function.
 *
 *   expr     := or
 *   or       := and ('||' and)*
 *   and      := equality ('&&' equality)*
 *   equality := compare (('==' | '!=' | '===' | '!==') compare)*
 *   compare  := unary (('<' | '<=' | '>' | '>=') unary)*
 *   unary    := ('!' | '-') unary | primary
 *   primary  := number | string | true | false | null | identifier('.' identifier)* | '(' expr ')'
 *
 * Identifiers are form field names (dotted for nested values). Only own properties are read, so
 * `constructor` or `__proto__` give undefined rather than reaching into prototypes.
 */

export class ExprError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at ${position}`);
    this.name = 'ExprError';
  }
}

type Literal = string | number | boolean | null;
type BinaryOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

export type Expr =
  | { type: 'literal'; value: Literal }
  | { type: 'identifier'; path: string[] }
  | { type: 'not'; operand: Expr }
  | { type: 'negate'; operand: Expr }
  | { type: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { type: 'and' | 'or'; left: Expr; right: Expr };

type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'op'; value: string; pos: number }
  | { kind: 'end'; pos: number };

// Longest first, so '>=' is not read as '>' then '='.
const OPERATORS = ['===', '!==', '==', '!=', '>=', '<=', '&&', '||', '>', '<', '!', '(', ')', '-'];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(src.slice(i))!;
      i += m[0].length;
      tokens.push({ kind: 'number', value: Number(m[0]), pos: start });
      continue;
    }
    if (ch === "'" || ch === '"') {
      let value = '';
      i++;
      while (i < src.length && src[i] !== ch) {
        if (src[i] === '\\') {
          const next = src[i + 1];
          if (next === undefined) break;
          value += ESCAPES[next] ?? next;
          i += 2;
        } else {
          value += src[i++];
        }
      }
      if (src[i] !== ch) throw new ExprError('Unterminated string', start);
      i++;
      tokens.push({ kind: 'string', value, pos: start });
      continue;
    }
    if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/.exec(src.slice(i))!;
      i += m[0].length;
      tokens.push({ kind: 'name', value: m[0], pos: start });
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new ExprError(`Unexpected character '${ch}'`, start);
    i += op.length;
    tokens.push({ kind: 'op', value: op, pos: start });
  }
  tokens.push({ kind: 'end', pos: src.length });
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Expr {
    const expr = this.or();
    const rest = this.peek();
    if (rest.kind !== 'end') throw new ExprError('Unexpected token', rest.pos);
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private takeOp(...ops: string[]): string | undefined {
    const tok = this.peek();
    if (tok.kind === 'op' && ops.includes(tok.value)) {
      this.index++;
      return tok.value;
    }
    return undefined;
  }

  private or(): Expr {
    let left = this.and();
    while (this.takeOp('||')) left = { type: 'or', left, right: this.and() };
    return left;
  }

  private and(): Expr {
    let left = this.equality();
    while (this.takeOp('&&')) left = { type: 'and', left, right: this.equality() };
    return left;
  }

  private equality(): Expr {
    let left = this.compare();
    for (let op = this.takeOp('==', '!=', '===', '!=='); op; op = this.takeOp('==', '!=', '===', '!==')) {
      left = { type: 'binary', op: op.startsWith('!') ? '!=' : '==', left, right: this.compare() };
    }
    return left;
  }

  private compare(): Expr {
    let left = this.unary();
    for (let op = this.takeOp('<', '<=', '>', '>='); op; op = this.takeOp('<', '<=', '>', '>=')) {
      left = { type: 'binary', op: op as BinaryOp, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (this.takeOp('!')) return { type: 'not', operand: this.unary() };
    if (this.takeOp('-')) return { type: 'negate', operand: this.unary() };
    return this.primary();
  }

  private primary(): Expr {
    const tok = this.peek();
    if (tok.kind === 'number' || tok.kind === 'string') {
      this.index++;
      return { type: 'literal', value: tok.value };
    }
    if (tok.kind === 'name') {
      this.index++;
      if (tok.value === 'true') return { type: 'literal', value: true };
      if (tok.value === 'false') return { type: 'literal', value: false };
      if (tok.value === 'null') return { type: 'literal', value: null };
      return { type: 'identifier', path: tok.value.split('.') };
    }
    if (this.takeOp('(')) {
      const inner = this.or();
      if (!this.takeOp(')')) throw new ExprError("Expected ')'", this.peek().pos);
      return inner;
    }
    throw new ExprError(tok.kind === 'end' ? 'Unexpected end of expression' : 'Unexpected token', tok.pos);
  }
}

export function parseExpr(src: string): Expr {
  return new Parser(tokenize(src)).parse();
}

function lookup(scope: unknown, path: readonly string[]): unknown {
  let cur: unknown = scope;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Form values: an empty array or empty string means "nothing entered", so both are false. */
export function truthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return Boolean(v);
}

function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/**
 * Equality across what a form holds: a select may keep 1 where the expression says '1', and an
 * untouched field is undefined where the expression says null.
 */
function equals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x !== undefined && x === y;
  }
  return false;
}

/** Ordering compares numbers (or numeric text) numerically, text with text; anything else is false. */
function compare(op: BinaryOp, a: unknown, b: unknown): boolean {
  const x = asNumber(a);
  const y = asNumber(b);
  let c: number;
  if (x !== undefined && y !== undefined) c = x - y;
  else if (typeof a === 'string' && typeof b === 'string') c = a < b ? -1 : a > b ? 1 : 0;
  else return false;
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    default:
      return c >= 0;
  }
}

export function evalExpr(expr: Expr, scope: Record<string, unknown>): unknown {
  switch (expr.type) {
    case 'literal':
      return expr.value;
    case 'identifier':
      return lookup(scope, expr.path);
    case 'not':
      return !truthy(evalExpr(expr.operand, scope));
    case 'negate': {
      const n = asNumber(evalExpr(expr.operand, scope));
      return n === undefined ? undefined : -n;
    }
    case 'and':
      return truthy(evalExpr(expr.left, scope)) && truthy(evalExpr(expr.right, scope));
    case 'or':
      return truthy(evalExpr(expr.left, scope)) || truthy(evalExpr(expr.right, scope));
    case 'binary': {
      const l = evalExpr(expr.left, scope);
      const r = evalExpr(expr.right, scope);
      if (expr.op === '==') return equals(l, r);
      if (expr.op === '!=') return !equals(l, r);
      return compare(expr.op, l, r);
    }
  }
}

// Forms re-evaluate on every keystroke; parse each expression text once.
const cache = new Map<string, Expr | ExprError>();
const CACHE_LIMIT = 500;

function compiled(src: string): Expr | ExprError {
  let hit = cache.get(src);
  if (!hit) {
    try {
      hit = parseExpr(src);
    } catch (e) {
      hit = e instanceof ExprError ? e : new ExprError(String(e), 0);
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(src, hit);
  }
  return hit;
}

/**
 * Whether the expression holds for these values. A malformed expression is a programming error in a
 * form definition: it is reported once on the console and treated as false, so the form still works.
 */
export function testExpr(src: string, scope: Record<string, unknown>): boolean {
  const expr = compiled(src);
  if (expr instanceof ExprError) {
    if (!reported.has(src)) {
      reported.add(src);
      console.error(`DynamicForm: bad expression "${src}": ${expr.message}`);
    }
    return false;
  }
  return truthy(evalExpr(expr, scope));
}
const reported = new Set<string>();
