import { tfOrder } from '@wms/contract/inbound/tf-order';
import { perm } from '@wms/contract/permissions';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { PrintButton as Print } from '../../../shared/print/PrintButton.tsx';
import { TF_PRINT_URL } from './lines.ts';

/** `GET /inbound/tf/order/~print?id=&logo=1`: the order as a PDF (download), for those who may print it. */
export function PrintButton({ id, link }: { id: number; link?: boolean }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  if (!has(perm(tfOrder.area, tfOrder.key, 'print'))) return null;
  return (
    <Print label={t('transfer.print')} download={() => api.download(TF_PRINT_URL, { params: { id, logo: 1 } })} link={link} />
  );
}
