import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useWedge } from '../scan/useWedge.ts';
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
 * the whole page. While an error shows, a scan only acknowledges it and is dropped: the worker has
 * seen the error before the next scan counts.
 */
export function ScanField({ prompt, onScan, feedback, disabled = false }: ScanFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);

  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);

  const take = (raw: string) => {
    setValue('');
    if (!disabled) input.current?.focus();
    const code = raw.trim();
    if (!code) return;
    if (feedback.blocked) feedback.acknowledge();
    else if (!disabled) onScan(code);
  };

  // A burst typed into the input is caught here, its Enter stopped and the input put back: once only.
  useWedge(take);

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
            onKeyDown={(e) => {
              // An input method's Enter picks the characters; it is not the end of a code.
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              take(e.currentTarget.value);
            }}
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
            take(code);
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
