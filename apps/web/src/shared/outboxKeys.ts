/**
 * The localStorage keys of the floor's outboxes (floor/scan/queueStorage.ts keeps one under
 * `floor.scanQueue.<name>`). Here rather than in floor/ because the console reads them too, and
 * nothing outside the floor imports the floor.
 */
export const OUTBOX_KEY_PREFIX = 'floor.scanQueue.';

/**
 * Whether a localStorage key holds an outbox (its unsent scans and unacknowledged refusals): the
 * console's "clear cache" keeps these, or scans queued on this browser would be lost.
 */
export const isQueueKey = (key: string): boolean => key.startsWith(OUTBOX_KEY_PREFIX);
