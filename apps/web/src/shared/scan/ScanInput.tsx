import { BarcodeOutlined } from '@ant-design/icons';
import { Alert, Input, InputNumber, type InputRef, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/request.ts';

type Outcome = { ok: boolean; text: string };

export interface ScanInputProps {
  /** The input's accessible name (what a test or a screen reader finds it by). */
  label: string;
  placeholder?: string;
  /** Handles one code (trimmed, never blank); resolves with the text shown in green, rejects to show red. */
  onScan: (code: string, qty: number | null) => Promise<string>;
  /** Shows the quantity box with this name. */
  qtyLabel?: string;
  qtyMin?: number;
  /** The quantity stays for the next scan (receiving many of a kind) or is cleared after a good one. */
  keepQty?: boolean;
  /** A line above the input saying what to scan next. */
  prompt?: ReactNode;
  /** Nothing to scan into yet (e.g. no order chosen): the input waits, and takes the focus once enabled. */
  disabled?: boolean;
}

/** The server's own words for a refusal, else the error's. */
export function refusalText(e: unknown): string {
  const server = e instanceof ApiError ? e.reply?.message : undefined;
  return typeof server === 'string' && server ? server : String((e as Error).message);
}

/**
 * A keyboard-wedge scan box (the scanner types the code and Enter), shared by receiving and the
 * outbound task screens. The input holds the focus: after every scan, counted or refused, it is
 * cleared and focused again, so the next code lands in it. A refused code is shown in red beside
 * it, never silently dropped.
 */
export function ScanInput({
  label,
  placeholder,
  onScan,
  qtyLabel,
  qtyMin = 1,
  keepQty = true,
  prompt,
  disabled,
}: ScanInputProps) {
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [qty, setQty] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (disabled) return;
    input.current?.focus();
    // Inside a dialog, the dialog takes the focus once its opening motion ends: take it back then,
    // unless the user has meanwhile gone to another input.
    const later = setTimeout(() => {
      if (!(document.activeElement instanceof HTMLInputElement)) input.current?.focus();
    }, 400);
    return () => clearTimeout(later);
  }, [disabled]);

  const scan = async () => {
    const value = code.trim();
    if (!value || busy || disabled) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await onScan(value, qty) });
      if (!keepQty) setQty(null);
    } catch (e) {
      setOutcome({ ok: false, text: refusalText(e) });
    } finally {
      setCode('');
      setBusy(false);
      // After the state settles, so the re-enabled input takes it.
      setTimeout(() => input.current?.focus(), 0);
    }
  };

  return (
    <div>
      {prompt && <div style={{ marginBottom: 8 }}>{prompt}</div>}
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          ref={input}
          aria-label={label}
          prefix={<BarcodeOutlined />}
          placeholder={placeholder}
          status={outcome && !outcome.ok ? 'error' : undefined}
          value={code}
          readOnly={busy}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={scan}
        />
        {qtyLabel && (
          <InputNumber
            aria-label={qtyLabel}
            placeholder={qtyLabel}
            min={qtyMin}
            precision={0}
            value={qty}
            onChange={(v) => setQty(v)}
            style={{ width: 110 }}
          />
        )}
      </Space.Compact>
      {outcome && (
        <Alert
          style={{ marginTop: 8, maxWidth: 560 }}
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.text}
          role={outcome.ok ? 'status' : 'alert'}
        />
      )}
    </div>
  );
}
