import { sysLog } from '@wms/contract/system-log';
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';

const pretty = (v: unknown) => {
  if (typeof v !== 'string' || !v) return '-';
  try {
    return JSON.stringify(JSON.parse(v), null, 2);
  } catch {
    return v;
  }
};

const Json = ({ value }: { value: unknown }) => (
  <Typography.Text ellipsis style={{ maxWidth: 220 }}>
    {typeof value === 'string' ? value : ''}
  </Typography.Text>
);

/**
 * The audit trail (`/system/log`): sign-ins, master-data changes and workflow actions, newest first,
 * searched with the filter drawer (the values before and after are text, so "include" finds a
 * value) and exported as shown. A row's details show the values in full.
 */
export default function LogPage() {
  const { t } = useTranslation();
  const label = useFieldLabel(sysLog.name);
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysLog}
        actionsWidth={90}
        renderers={{
          success: (v) => (v ? <Tag color="green">{t('log.ok')}</Tag> : <Tag color="red">{t('log.failed')}</Tag>),
          before: (v) => <Json value={v} />,
          after: (v) => <Json value={v} />,
        }}
        toolbar={(ctx) => <ExportButton path={sysLog.path} ctx={ctx} permission="system/log/export" />}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t('log.details')}
          </Button>
        )}
      />
      <Modal open={!!open} title={t('log.details')} footer={null} width={760} onCancel={() => setOpen(null)}>
        {open && (
          <Descriptions column={1} size="small" bordered>
            {(['path', 'record', 'status', 'message'] as const).map((k) => (
              <Descriptions.Item key={k} label={label(k)}>
                {String(open[k] ?? '-')}
              </Descriptions.Item>
            ))}
            {(['params', 'before', 'after'] as const).map((k) => (
              <Descriptions.Item key={k} label={label(k)}>
                <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>{pretty(open[k])}</pre>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Modal>
    </div>
  );
}
