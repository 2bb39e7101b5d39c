import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useKeptAsOf } from './keptRead.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM of `at`, with the month and day when it is not today: a copy from last night's shift must look old. */
export function asOfText(at: number, now = Date.now()): string {
  const d = new Date(at);
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  return d.toDateString() === new Date(now).toDateString() ? time : `${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`;
}

/** "Offline — as of HH:MM" while what the screen shows under `name` is the device's copy, not the server's. */
export function OfflineHint({ name }: { name: string }) {
  const { t } = useTranslation();
  const at = useKeptAsOf(name);
  if (at === undefined) return null;
  return (
    <p className="floor-note" role="status" data-testid="offline-hint">
      {t('floor.offline.asOf', { time: asOfText(at) })}
    </p>
  );
}
