import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ScanInput } from '../../../shared/scan/ScanInput.tsx';
import { ibApi, type ScanResult } from './api.ts';

export interface ScanBoxProps {
  orderId: number;
  /** After each counted scan (the detail reloads its lines). */
  onScanned: (result: ScanResult) => void;
}

/**
 * Receiving by scanner (the shared keyboard-wedge ScanInput): each code counts one piece, or the
 * optional quantity. The quantity is cleared after a counted scan, as on the pick screen: kept, the
 * next code would receive the same large quantity again unnoticed. A refused code (unknown SKU,
 * over-receipt) shows in red with the server's words, and the quantity stays for a retry.
 */
export function ScanBox({ orderId, onScanned }: ScanBoxProps) {
  const { t } = useTranslation();
  return (
    <ScanInput
      label={t('ibOrder.scan.label')}
      placeholder={t('ibOrder.scan.placeholder')}
      qtyLabel={t('ibOrder.scan.qty')}
      keepQty={false}
      onScan={async (code, qty) => {
        const reply = await ibApi.scan(orderId, code, qty);
        const { line } = reply.data;
        onScanned(reply.data);
        return t('ibOrder.scan.counted', { sku: line.skuLabel ?? code, recv: line.recvQty, ship: line.shipQty ?? '' });
      }}
    />
  );
}
