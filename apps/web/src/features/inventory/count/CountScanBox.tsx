import { Checkbox, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ScanInput } from '../../../shared/scan/ScanInput.tsx';
import { type CountTask, countApi } from './api.ts';

/**
 * Counting by scanner: the first code is the location, every code after it a SKU (number or bar
 * code) counted there, by the quantity box (1 when empty; 0 confirms the SKU is not there). The
 * location stays until another location of the task is scanned, so a shelf is counted scan after
 * scan and the next shelf's label moves the count there (the server tells which a code names).
 */
export function CountScanBox({ task, onCounted }: { task: CountTask; onCounted: (task: CountTask) => void }) {
  const { t } = useTranslation();
  const [location, setLocation] = useState<string | null>(null);
  const [recount, setRecount] = useState(false);

  const submit = async (code: string, qty: number | null) => {
    const named = (await countApi.scan(task.id, code)).data;
    if (named.kind === 'location') {
      setLocation(named.code);
      return location === null || location === named.code
        ? t('count.scan.atLocation', { location: named.code })
        : t('count.scan.switched', { from: location, location: named.code });
    }
    if (location === null) throw new Error(t('count.scan.locationFirst', { code }));
    const reply = await countApi.count(task.id, { location, sku: code, qty: qty ?? 1 }, recount);
    onCounted(reply.data);
    // The items this scan counted are the location's latest counted (a bar code does not name the SKU's number).
    const atLoc = reply.data.items.filter((i) => i.locationLabel === location && i.countedAt);
    const last = atLoc.reduce((m, i) => (i.countedAt! > m ? i.countedAt! : m), '');
    const here = atLoc.filter((i) => i.countedAt === last);
    const counted = here.reduce((n, i) => n + (i.counted ?? 0), 0);
    return t('count.scan.counted', { sku: here[0]?.skuLabel ?? code, location, counted });
  };

  return (
    <div>
      <ScanInput
        label={t('count.scan.label')}
        placeholder={location === null ? t('count.scan.placeholderLocation') : t('count.scan.placeholderSku')}
        qtyLabel={t('count.scan.qty')}
        qtyMin={0}
        onScan={submit}
      />
      <div style={{ marginTop: 8, display: 'flex', gap: 16, alignItems: 'center' }}>
        {location !== null && (
          <Tag
            color="blue"
            closable
            closeIcon={<span title={t('count.scan.changeLocation')}>×</span>}
            onClose={() => setLocation(null)}
          >
            {location}
          </Tag>
        )}
        <Checkbox checked={recount} onChange={(e) => setRecount(e.target.checked)}>
          {t('count.scan.recount')}
        </Checkbox>
      </div>
    </div>
  );
}
