import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { floorQueue } from '../floorApi.ts';
import { useScanQueue } from '../scan/useScanQueue.ts';
import './kitStyle.ts';
import type { Feedback, FeedbackTone } from './useFeedback.ts';

/** Shapes as well as colours, for the colour-blind: ✓ ok, ! warning, ✕ error, … pending. */
const ICONS: Record<Exclude<FeedbackTone, 'idle'>, string> = {
  pending: 'M5 12h.01M12 12h.01M19 12h.01',
  ok: 'M4 12.5l5 5L20 6.5',
  warn: 'M12 4v10M12 19.5v.01',
  error: 'M6 6l12 12M18 6L6 18',
};

function Icon({ tone }: { tone: FeedbackTone }) {
  if (tone === 'idle') return null;
  return (
    <svg className="floor-feedback-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[tone]} />
    </svg>
  );
}

/**
 * The last scan's outcome as a full-width bar. Always in the page, so screen readers announce each
 * change (a live region added with its text is not read); an error is a button that acknowledges it.
 * A scan waiting in the outbox (no network, signed out) is never shown as "sent": while the outbox is
 * held, a pending scan's words give way to why it waits.
 */
export function FeedbackBanner({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const { held, pending } = useScanQueue(floorQueue);
  const { tone } = feedback.state;
  const text = tone === 'pending' && held ? t(`floor.kit.held.${held}`, { count: pending }) : feedback.state.text;
  if (tone === 'error') {
    return (
      <div className="floor-feedback" data-tone="error" role="alert">
        <button type="button" className="floor-feedback-ack" onClick={feedback.acknowledge}>
          <Icon tone={tone} />
          <span className="floor-feedback-text">{text}</span>
          <span className="floor-feedback-hint">{t('floor.kit.acknowledge')}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="floor-feedback" data-tone={tone} role="status">
      <Icon tone={tone} />
      <span className="floor-feedback-text">{text}</span>
    </div>
  );
}
