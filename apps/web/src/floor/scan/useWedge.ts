import { useEffect, useEffectEvent } from 'react';
import { listenForWedge } from './wedge.ts';

/** Scans from a keyboard-wedge scanner anywhere on the page, for as long as the component is mounted. */
export function useWedge(onScan: (code: string) => void): void {
  const scanned = useEffectEvent(onScan);
  useEffect(() => listenForWedge(window, (code) => scanned(code)), []);
}
