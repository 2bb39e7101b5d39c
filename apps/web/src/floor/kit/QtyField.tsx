import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import './kitStyle.ts';

export interface QtyFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Defaults to 0. */
  min?: number;
  max?: number;
  /** Enter in the field: the quantity is done, as the screen's confirm button. Without it Enter does what it would (a form's submit). */
  onConfirm?: () => void;
}

/**
 * The most any floor call takes (the contract's MAX_ACTION_QTY, not imported: its module pulls zod in).
 * A longer number is a slip or a scan that reached the field, never a quantity.
 */
export const QTY_MAX = 1_000_000_000;
const MAX_DIGITS = String(QTY_MAX).length;
const WHOLE = new RegExp(`^\\d{1,${MAX_DIGITS}}$`);

/** Plain digits whatever the size: String(1e21) is "1e+21", which no worker should read as a quantity. */
const shown = (n: number) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : '';

/**
 * A quantity: big − / + buttons for a step or two, the keypad for more. What is typed reaches
 * `onChange` only as a whole number within [min, max] (max at most QTY_MAX); anything else is marked
 * and, on leaving the field, gives way to the last good value. Typing "1" on the way to "12" with min 5
 * must not become 5. A scanner's burst into the field goes to the scan, not here (scan/wedge.ts).
 */
export function QtyField({ label, value, onChange, min = 0, max: askedMax = QTY_MAX, onConfirm }: QtyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const max = Math.min(askedMax, QTY_MAX);
  const [draft, setDraft] = useState(shown(value));

  useEffect(() => setDraft(shown(value)), [value]);

  const inRange = (n: number) => n >= min && n <= max;
  const valid = WHOLE.test(draft) && inRange(Number(draft));

  const type = (text: string) => {
    setDraft(text);
    if (WHOLE.test(text) && inRange(Number(text))) onChange(Number(text));
  };

  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, value + by));
    setDraft(shown(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="floor-qty">
      <label htmlFor={id} className="floor-qty-label">
        {label}
      </label>
      <div className="floor-qty-row">
        <button
          type="button"
          className="floor-qty-step"
          aria-label={t('floor.kit.less')}
          disabled={value <= min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          data-testid="qty-input"
          className="floor-qty-input"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={MAX_DIGITS}
          enterKeyHint={onConfirm ? 'done' : undefined}
          autoComplete="off"
          value={draft}
          aria-invalid={!valid}
          onChange={(e) => type(e.target.value.trim())}
          onKeyDown={(e) => {
            if (!onConfirm || e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            // The field's own action: neither a form's submit nor a wrapper's Enter handler confirms it again.
            e.preventDefault();
            e.stopPropagation();
            // A quantity still being typed wrong is not confirmed; its mark stays.
            if (valid) onConfirm();
          }}
          onBlur={() => setDraft(shown(value))}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="floor-qty-step"
          aria-label={t('floor.kit.more')}
          disabled={value >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
