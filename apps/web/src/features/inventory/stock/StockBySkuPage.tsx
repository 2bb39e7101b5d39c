import { StockScreen } from './StockPage.tsx';

export default function StockBySkuPage() {
  return <StockScreen by="sku" />;
}
