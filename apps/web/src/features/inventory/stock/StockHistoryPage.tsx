import { LedgerScreen } from './LedgerPage.tsx';

export default function StockHistoryPage() {
  return <LedgerScreen />;
}
