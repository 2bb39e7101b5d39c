import { useSyncExternalStore } from 'react';
import type { ScanQueue, ScanQueueSnapshot } from './scanQueue.ts';

/** The queue's state for a screen: re-renders when a call is queued, sent, refused or acknowledged. */
export function useScanQueue(queue: ScanQueue): ScanQueueSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
}
