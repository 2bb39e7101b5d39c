import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ScanInput } from '../../../shared/scan/ScanInput.tsx';
import { type TaskItem, type TTaskDetail, taskApi } from './api.ts';
import { type PickStep, pickScan, stepAfter } from './pickScan.ts';

/**
 * The picker's scan box: a location first, then the SKU (or LPN) there, each typed by the scanner
 * with Enter; the quantity box enters the actual quantity of that item (empty = planned, less = a
 * short pick) and is cleared after each confirmed item so it never carries over by mistake.
 */
export function PickScanBox({ items, onDone }: { items: TaskItem[]; onDone: (task: TTaskDetail) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<PickStep>({});
  const [open, setOpen] = useState(0);

  const onScan = async (code: string, qty: number | null) => {
    const r = pickScan(step, code, items);
    if (r.kind === 'notLocation') throw new Error(t('task.scan.notLocation', { code }));
    if (r.kind === 'location') {
      setStep(r.step);
      setOpen(r.open);
      return t('task.scan.at', { location: r.location, open: r.open });
    }
    const reply = await taskApi.scan({
      id: r.item.id,
      location: r.location,
      code,
      ...(qty !== null ? { actQty: qty } : {}),
    });
    const done = reply.data.items.find((i) => i.id === r.item.id);
    const next = stepAfter(r.location, reply.data.items);
    setStep(next);
    setOpen(reply.data.items.filter((i) => i.status === 10 && i.locationLabel === r.location).length);
    onDone(reply.data);
    return t('task.scan.picked', {
      sku: r.item.skuLabel ?? code,
      act: done?.actQty ?? qty,
      qty: r.item.qty,
      location: r.location,
    });
  };

  return (
    <ScanInput
      label={t('task.scan.pick')}
      placeholder={t('task.scan.pick')}
      qtyLabel={t('task.scan.actQty')}
      qtyMin={0}
      keepQty={false}
      onScan={onScan}
      prompt={step.at ? t('task.scan.at', { location: step.at, open }) : t('task.scan.atNone')}
    />
  );
}
