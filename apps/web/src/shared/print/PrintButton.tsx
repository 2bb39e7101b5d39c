import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';

/**
 * A print (PDF download) button: busy while the file is made; a failure is already shown by the
 * request client. `link` draws it small, as a row action.
 */
export function PrintButton({ label, download, link }: { label: string; download: () => Promise<unknown>; link?: boolean }) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await download();
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
      {label}
    </Button>
  );
}
