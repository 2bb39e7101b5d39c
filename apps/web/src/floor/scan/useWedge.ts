import { type RefObject, useEffect, useEffectEvent } from 'react';
import { listenForWedge, type WedgeRead } from './wedge.ts';

/**
 * Scans from a keyboard-wedge scanner anywhere on the page, for as long as the component is mounted;
 * `scanField` is the page's own scan input, whose Enter always ends a scan.
 */
export function useWedge(onScan: (code: string, read: WedgeRead) => void, scanField?: RefObject<HTMLElement | null>): void {
  const scanned = useEffectEvent(onScan);
  useEffect(
    () => listenForWedge(window, (code, read) => scanned(code, read), { scanField: () => scanField?.current }),
    [scanField],
  );
}
