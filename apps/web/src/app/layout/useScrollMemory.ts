import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { dispatchTags, tagsStore } from './tags.ts';

/** How long to keep trying to restore a scroll position while the page loads its data. */
export const RESTORE_WINDOW_MS = 2000;

/**
 * Saves the content area's scroll position in the page's tag when leaving it and restores it on
 * return (spec §2). The page usually renders its rows after fetching, so the restore retries
 * until the content is tall enough, for up to two seconds, and gives up if the user scrolls.
 */
export function useScrollMemory(ref: RefObject<HTMLElement | null>, path: string): void {
  const lastTop = useRef(0);
  const currentPath = useRef(path);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      lastTop.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    const el = ref.current;
    const prev = currentPath.current;
    if (prev !== path) {
      // Runs right after the new page commits and before any scroll event it causes: lastTop still belongs to prev.
      dispatchTags({ type: 'saveScroll', path: prev, scrollTop: lastTop.current });
      currentPath.current = path;
    }
    if (!el) return;
    const target = tagsStore.get().tags.find((t) => t.path === path)?.scrollTop ?? 0;
    el.scrollTop = target;
    lastTop.current = el.scrollTop;
    if (target === 0 || el.scrollTop >= target) return;

    const started = performance.now();
    let frame = 0;
    let cancelled = false;
    const stop = () => {
      cancelled = true;
    };
    el.addEventListener('wheel', stop, { passive: true, once: true });
    el.addEventListener('touchstart', stop, { passive: true, once: true });
    const retry = () => {
      if (cancelled) return;
      el.scrollTop = target;
      if (el.scrollTop >= target || performance.now() - started > RESTORE_WINDOW_MS) return;
      frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('wheel', stop);
      el.removeEventListener('touchstart', stop);
    };
  }, [ref, path]);
}
