import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ScanInput } from '../../../shared/scan/ScanInput.tsx';
import { type TaskItem, type TTaskDetail, taskApi } from './api.ts';
import { type FactsById, factsOf, missing } from './facts.ts';

const same = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface StationScanBoxProps {
  type: 'packing' | 'sealing';
  items: TaskItem[];
  facts: FactsById;
  /** The current ship box (pack). */
  box?: string;
  onDone: (task: TTaskDetail) => void;
}

/**
 * Scanning at the pack or seal station: the code names an open item (pack: its SKU or LPN; seal:
 * its ship-box label; a single open item takes any code, the server checking it against the
 * barcode), which is confirmed with the facts typed in its row. Missing facts are named before
 * anything is sent.
 */
export function StationScanBox({ type, items, facts, box, onDone }: StationScanBoxProps) {
  const { t } = useTranslation();
  const open = items.filter((i) => i.status === 10);

  const onScan = async (code: string) => {
    const item =
      open.find((i) => (type === 'sealing' ? same(i.shipBoxLbl, code) : same(i.skuLabel, code) || same(i.lpn, code))) ??
      (open.length === 1 ? open[0] : undefined);
    if (!item) throw new Error(t('task.scan.noItem', { code }));
    if (type === 'packing' && !box && !facts[item.id]?.shipBoxLbl && !item.shipBoxLbl) throw new Error(t('task.scan.noBox'));
    const f = factsOf(item, facts[item.id], type, box);
    const lacking = missing(f, type);
    if (lacking.length) {
      const fields = lacking.map((x) => t(`task.item.${x}`)).join('、');
      throw new Error(t('task.scan.needFacts', { sku: item.skuLabel ?? item.shipBoxLbl ?? code, fields }));
    }
    const reply = await taskApi.scan({ id: item.id, code, ...f });
    onDone(reply.data);
    return type === 'packing'
      ? t('task.scan.packed', { sku: item.skuLabel ?? code, box: f.shipBoxLbl })
      : t('task.scan.sealed', { box: item.shipBoxLbl ?? code });
  };

  const label = t(type === 'packing' ? 'task.scan.pack' : 'task.scan.seal');
  return (
    <ScanInput
      label={label}
      placeholder={label}
      onScan={onScan}
      prompt={t(type === 'packing' ? 'task.scan.packHint' : 'task.scan.sealHint')}
    />
  );
}
