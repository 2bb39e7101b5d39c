import { LedgerScreen } from './LedgerPage.tsx';

export default function OutboundLedgerPage() {
  return <LedgerScreen type="outbound" />;
}
