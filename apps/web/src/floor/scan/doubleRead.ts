/**
 * A scanner may send one code twice: a trigger that bounces decodes twice within tens of ms, and a
 * presentation-mode scanner reads a label left in view again once its "same symbol" timeout has passed
 * (Zebra's default 0.5 s; it applies that timeout itself). The floor counts by scanning the same SKU
 * again (count: "+1"), so the window stays well under the shortest deliberate re-scan (release, pull,
 * decode: a quarter of a second and more) while covering a bounce (docs/decisions/floor.md "Floor: sturdier scanning").
 */
export const DOUBLE_READ_MS = 120;

export interface DoubleReadFilter {
  /** Whether a read is a double of the read before it: the same code within the window. */
  (code: string, at: number): boolean;
  /** The worker did something between two reads (a tap, a key typed): the next read is never a double. */
  reset(): void;
}

/**
 * Each read restarts the window, so a code the scanner keeps repeating is taken once for as long as it
 * repeats fast.
 */
export function createDoubleReadFilter(windowMs = DOUBLE_READ_MS): DoubleReadFilter {
  let last: { code: string; at: number } | undefined;
  const isDouble = (code: string, at: number) => {
    const double = last !== undefined && last.code === code && at - last.at >= 0 && at - last.at < windowMs;
    last = { code, at };
    return double;
  };
  return Object.assign(isDouble, {
    reset: () => {
      last = undefined;
    },
  });
}
