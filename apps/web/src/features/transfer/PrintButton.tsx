import { PrinterOutlined } from '@ant-design/icons';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { perm } from '@wms/contract/permissions';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/request.ts';
import { usePermission } from '../../shared/auth/usePermission.ts';
import { TF_PRINT_URL } from './lines.ts';

/** `GET /inbound/tf/order/~print?id=&logo=1`: the order as a PDF (download), for those who may print it. */
export function PrintButton({ id, link }: { id: number; link?: boolean }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!has(perm(tfOrder.area, tfOrder.key, 'print'))) return null;
  const print = async () => {
    setBusy(true);
    try {
      await api.download(TF_PRINT_URL, { params: { id, logo: 1 } });
    } catch {
      // The request client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      icon={link ? undefined : <PrinterOutlined />}
      loading={busy}
      onClick={print}
    >
      {t('transfer.print')}
    </Button>
  );
}
