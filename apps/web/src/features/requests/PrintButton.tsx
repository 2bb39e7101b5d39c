import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { PrintButton as Print } from '../../shared/print/PrintButton.tsx';
import type { ReqApi } from './api.ts';

/** The delivery note of a material request as a PDF (download), like the other order prints. */
export function PrintButton({ api, id, link }: { api: ReqApi; id: number; link?: boolean }) {
  const { t } = useTranslation();
  return <Print label={t('mrOrder.print')} download={() => api.print(id)} link={link} />;
}
