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
}

const WHOLE = /^\d+$/;

/**
 * A quantity: big − / + buttons for a step or two, the keypad for more. What is typed reaches
 * `onChange` only as a whole number within [min, max]; anything else is marked and, on leaving the
 * field, gives way to the last good value. Typing "1" on the way to "12" with min 5 must not become 5.
 */
export function QtyField({ label, value, onChange, min = 0, max = Number.POSITIVE_INFINITY }: QtyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));

  useEffect(() => setDraft(String(value)), [value]);

  const inRange = (n: number) => n >= min && n <= max;
  const valid = WHOLE.test(draft) && inRange(Number(draft));

  const type = (text: string) => {
    setDraft(text);
    if (WHOLE.test(text) && inRange(Number(text))) onChange(Number(text));
  };

  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, value + by));
    setDraft(String(next));
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
          autoComplete="off"
          value={draft}
          aria-invalid={!valid}
          onChange={(e) => type(e.target.value.trim())}
          onBlur={() => setDraft(String(value))}
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
