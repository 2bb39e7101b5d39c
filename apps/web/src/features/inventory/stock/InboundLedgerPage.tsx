import { LedgerScreen } from './LedgerPage.tsx';

export default function InboundLedgerPage() {
  return <LedgerScreen type="inbound" />;
}
