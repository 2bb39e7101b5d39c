import { useRef } from 'react';
import { MeasureField } from './MeasureField.tsx';

export interface Measures {
  weight: number | undefined;
  volume: number | undefined;
}

export interface MeasurePairProps extends Measures {
  /** Field labels; `id` keeps a field's draft to one item (a new id starts a new field). */
  labels: { weight: string; volume: string };
  id: string;
  onWeight: (value: number | undefined) => void;
  onVolume: (value: number | undefined) => void;
  /** Enter in the volume: the step's action (pack, seal), so typing both needs no tap between. */
  onDone?: () => void;
  autoFocus?: boolean;
}

/** Weight then volume, Enter in the weight moving on to the volume. */
export function MeasurePair({ labels, id, weight, volume, onWeight, onVolume, onDone, autoFocus }: MeasurePairProps) {
  const volumeField = useRef<HTMLInputElement>(null);
  return (
    <>
      <MeasureField
        key={`w${id}`}
        label={labels.weight}
        value={weight}
        onChange={onWeight}
        onEnter={() => volumeField.current?.focus()}
        autoFocus={autoFocus}
      />
      <MeasureField
        key={`v${id}`}
        label={labels.volume}
        value={volume}
        onChange={onVolume}
        inputRef={volumeField}
        {...(onDone && { onEnter: onDone })}
      />
    </>
  );
}
