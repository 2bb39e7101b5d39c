import { StockScreen } from './StockPage.tsx';

export default function StockByLocationPage() {
  return <StockScreen by="location" />;
}
