import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { createDoubleReadFilter } from '../scan/doubleRead.ts';
import { useWedge } from '../scan/useWedge.ts';
import type { WedgeRead } from '../scan/wedge.ts';
import { CameraView, cameraAvailable } from './CameraView.tsx';
import './kitStyle.ts';
import type { Feedback } from './useFeedback.ts';

export interface ScanFieldProps {
  /** What to scan ("扫描库位"): the field's label, and the step's name for tests. */
  prompt: string;
  onScan: (code: string) => void;
  feedback: Feedback;
  /** Takes no scans (they may still acknowledge an error). */
  disabled?: boolean;
}

/**
 * Where a step's scan arrives: typed or pasted and Enter, a wedge burst anywhere on the page (so a
 * worker who tapped elsewhere still scans), or the camera. One ScanField per screen: each listens to
 * the whole page. While an error shows, a scan only acknowledges it, and the worker is told to scan
 * again: the error has been seen before the next scan counts. A scanner's double read counts once.
 */
export function ScanField({ prompt, onScan, feedback, disabled = false }: ScanFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);
  const [isDouble] = useState(createDoubleReadFilter);

  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);

  // A tap or a typed entry between two reads of one code: the worker meant both (a double read has nothing between).
  useEffect(() => {
    // The scan field's own input is the scan coming in, not the worker.
    const reset = (e: Event) => {
      if (e.target !== input.current) isDouble.reset();
    };
    document.addEventListener('pointerdown', reset, true);
    document.addEventListener('input', reset, true);
    return () => {
      document.removeEventListener('pointerdown', reset, true);
      document.removeEventListener('input', reset, true);
    };
  }, [isDouble]);

  const take = (raw: string, read?: WedgeRead) => {
    setValue('');
    if (!disabled) input.current?.focus();
    const code = raw.trim();
    if (!code) return;
    // Only a scanner reads twice; a code typed by hand twice is meant twice.
    if (read?.scanner && isDouble(code, read.at)) return;
    if (feedback.blocked) {
      feedback.acknowledge();
      // Heard as well as seen: this scan did nothing, and a worker looking at the shelf must know.
      feedback.warn(t('floor.kit.acknowledged'));
    } else if (!disabled) onScan(code);
  };

  // Bursts anywhere, and the input's own Enter (typed or scanned), arrive here: once only.
  useWedge(take, input);

  return (
    <>
      <form
        className="floor-scan"
        onSubmit={(e) => {
          // A soft keyboard's Go key may submit without an Enter keydown.
          e.preventDefault();
          take(value);
        }}
      >
        <label htmlFor={id} className="floor-scan-prompt">
          {prompt}
        </label>
        <div className="floor-scan-row">
          <input
            id={id}
            ref={input}
            data-testid="scan-input"
            className="floor-scan-input"
            value={value}
            disabled={disabled}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(e) => setValue(e.target.value)}
          />
          {cameraAvailable() && (
            <button
              type="button"
              className="floor-scan-camera"
              aria-label={t('floor.kit.camera')}
              disabled={disabled}
              onClick={() => setCamera(true)}
            >
              <svg className="floor-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
                <circle cx="12" cy="13" r="3.5" />
              </svg>
            </button>
          )}
        </div>
      </form>
      {camera && (
        <CameraView
          onCode={(code) => {
            setCamera(false);
            take(code, { at: performance.now(), scanner: true });
          }}
          onClose={() => {
            setCamera(false);
            input.current?.focus();
          }}
        />
      )}
    </>
  );
}
