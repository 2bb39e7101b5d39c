import { LedgerScreen } from './LedgerPage.tsx';

export default function AdjustmentLedgerPage() {
  return <LedgerScreen type="adjustment" />;
}
