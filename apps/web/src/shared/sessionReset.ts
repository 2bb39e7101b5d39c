/**
 * Things to forget when the session ends (entering /login): route table, tags, query cache.
 * Modules register themselves, so the /login route need not import (and download) them.
 */
const resets = new Set<() => void>();

export function onSessionReset(fn: () => void): () => void {
  resets.add(fn);
  return () => resets.delete(fn);
}

export function runSessionReset(): void {
  for (const fn of resets) fn();
}
