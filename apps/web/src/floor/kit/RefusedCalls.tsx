import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { floorQueue } from '../floorApi.ts';
import { useScanQueue } from '../scan/useScanQueue.ts';
import './kitStyle.ts';

/**
 * The outbox's refused calls, each until the worker acknowledges it: a refusal that arrived while its
 * screen was closed (sent later, offline) would otherwise go unseen. Each shows what was scanned (the
 * call's label) and why the server said no (its own message).
 */
export function RefusedCalls() {
  const { t } = useTranslation();
  const { refused } = useScanQueue(floorQueue);
  if (refused.length === 0) return null;
  return (
    <ul className="floor-refused">
      {refused.map((call) => (
        <li key={call.key} className="floor-refused-item">
          <span className="floor-refused-text">
            {t('floor.kit.refused', { label: call.label ?? call.url })}
            {call.refusal?.message && <span className="floor-refused-reason">{call.refusal.message}</span>}
          </span>
          <button type="button" className="floor-refused-ack" onClick={() => floorQueue.acknowledge(call.key)}>
            {t('floor.kit.refusedAck')}
          </button>
        </li>
      ))}
    </ul>
  );
}
