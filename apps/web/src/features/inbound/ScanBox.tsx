import { BarcodeOutlined } from '@ant-design/icons';
import { Alert, Input, InputNumber, type InputRef, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/request.ts';
import { ibApi, type ScanResult } from './api.ts';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

export interface ScanBoxProps {
  orderId: number;
  /** After each counted scan (the detail reloads its lines). */
  onScanned: (result: ScanResult) => void;
}

/**
 * Receiving by scanner (keyboard wedge: the scanner types the code and Enter). The input holds the
 * focus: after every scan, counted or refused, it is cleared and focused again, so the next code
 * lands in it. A refused code (unknown SKU, over-receipt) is shown in red beside it, never silently
 * dropped; the optional quantity counts more than one piece per scan and stays for the next.
 */
export function ScanBox({ orderId, onScanned }: ScanBoxProps) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [qty, setQty] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const scan = async () => {
    const value = code.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      const reply = await ibApi.scan(orderId, value, qty);
      const { line } = reply.data;
      setOutcome({
        ok: true,
        text: t('ibOrder.scan.counted', { sku: line.skuLabel ?? value, recv: line.recvQty, ship: line.shipQty ?? '' }),
      });
      onScanned(reply.data);
    } catch (e) {
      const server = e instanceof ApiError ? e.reply?.message : undefined;
      setOutcome({ ok: false, text: typeof server === 'string' && server ? server : String((e as Error).message) });
    } finally {
      setCode('');
      setBusy(false);
      // After the state settles, so the re-enabled input takes it.
      setTimeout(() => input.current?.focus(), 0);
    }
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          ref={input}
          aria-label={t('ibOrder.scan.label')}
          prefix={<BarcodeOutlined />}
          placeholder={t('ibOrder.scan.placeholder')}
          status={outcome && !outcome.ok ? 'error' : undefined}
          value={code}
          readOnly={busy}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={scan}
        />
        <InputNumber
          aria-label={t('ibOrder.scan.qty')}
          placeholder={t('ibOrder.scan.qty')}
          min={1}
          precision={0}
          value={qty}
          onChange={(v) => setQty(v)}
          style={{ width: 110 }}
        />
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
