import { type Ref, useId, useState } from 'react';

export interface MeasureFieldProps {
  label: string;
  /** The starting value (the field keeps what is typed); undefined: none yet. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** Enter in the field: the next field, or the step's action. */
  onEnter?: () => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** What the server's numeric(14, 3) columns take: up to 11 whole digits and 3 decimals, not negative. */
const MEASURE = /^\d{1,11}(\.\d{1,3})?$/;

/**
 * A weight or volume: the keypad's decimal input, as big as the quantity field. What is typed reaches
 * `onChange` as a number when the server would take it, else as undefined and marked: a half-typed
 * "1." or "abc" counts as not entered, never as some other number.
 */
export function MeasureField({ label, value, onChange, onEnter, autoFocus, inputRef }: MeasureFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  return (
    <div className="floor-qty">
      <label htmlFor={id} className="floor-qty-label">
        {label}
      </label>
      <div className="floor-qty-row">
        <input
          id={id}
          ref={inputRef}
          className="floor-qty-input"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          aria-invalid={draft !== '' && !MEASURE.test(draft)}
          onChange={(e) => {
            // Some keypads offer a decimal comma.
            const text = e.target.value.trim().replace(',', '.');
            setDraft(text);
            onChange(MEASURE.test(text) ? Number(text) : undefined);
          }}
          onFocus={(e) => e.target.select()}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing || !onEnter) return;
            e.preventDefault();
            onEnter();
          }}
          // The keypad is needed at once on a measure step: nothing else is asked there.
          // biome-ignore lint/a11y/noAutofocus: the step's only input, entered right after a scan.
          autoFocus={autoFocus}
        />
      </div>
    </div>
  );
}
