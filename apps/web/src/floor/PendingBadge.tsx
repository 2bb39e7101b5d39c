import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { floorQueue } from './floorApi.ts';
import { useScanQueue } from './scan/useScanQueue.ts';

/** How many scans the outbox still holds; nothing when it is empty. */
export function PendingBadge() {
  const { t } = useTranslation();
  const { pending } = useScanQueue(floorQueue);
  if (pending === 0) return null;
  const label = t('floor.pending', { count: pending });
  return (
    <span className="floor-badge" role="status" aria-label={label} title={label}>
      {pending}
    </span>
  );
}
