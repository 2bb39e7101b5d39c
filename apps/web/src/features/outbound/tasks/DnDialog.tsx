import { Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { ObLine, ObOrder } from '../orders/api.ts';
import { flowApi } from './api.ts';

/** What changed: numbers set or changed go to `~dn/update`, numbers cleared to `~dn/delete`. */
export function dnChanges(lines: readonly { id: number; dn?: unknown }[], typed: Record<number, string>) {
  const set: { id: number; dn: string }[] = [];
  const cleared: number[] = [];
  for (const l of lines) {
    if (!(l.id in typed)) continue;
    const now = typed[l.id]!.trim();
    const was = (l.dn as string | null | undefined) ?? '';
    if (now === was) continue;
    if (now) set.push({ id: l.id, dn: now });
    else if (was) cleared.push(l.id);
  }
  return { set, cleared };
}

/** Delivery numbers of an order's lines (the lines' `dn`), edited together and saved in at most two calls. */
export function DnDialog({ order, onClose, onSaved }: { order: ObOrder; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const { set, cleared } = dnChanges(order.items, typed);
    setBusy(true);
    try {
      if (set.length) await flowApi.dnUpdate(order.id, set);
      if (cleared.length) await flowApi.dnDelete(order.id, cleared);
      feedback().message.success(t('table.done'));
      onSaved();
    } catch {
      // The request client showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('obFlow.dnTitle', { no: order.no })}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={busy}
      onOk={save}
      onCancel={onClose}
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('obFlow.dnHint')}</Typography.Paragraph>
      <Table<ObLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.items}
        columns={[
          { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 48 },
          { key: 'sku', title: t('task.item.sku'), render: (_, l) => l.skuLabel },
          { key: 'qty', dataIndex: 'qty', title: t('task.item.qty') },
          {
            key: 'dn',
            title: t('obFlow.dn'),
            render: (_, l) => (
              <Input
                aria-label={t('obFlow.dnLine', { n: l.lineNo })}
                value={typed[l.id] ?? (l.dn as string | null) ?? ''}
                maxLength={100}
                onChange={(e) => setTyped((all) => ({ ...all, [l.id]: e.target.value }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
