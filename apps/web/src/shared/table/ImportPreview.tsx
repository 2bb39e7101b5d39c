import type { TImportChange } from '@wms/contract/reply';
import { IMPORT_CHANGES_MAX } from '@wms/contract/reply';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from '../i18n/useTranslation.tsx';

export interface ImportPreviewData {
  inserted: number;
  updated: number;
  unchanged?: number;
  changes?: TImportChange[];
}

interface ChangeLine {
  key: string;
  row: number;
  rowKey: string;
  label: string;
  from: string | null;
  to: string | null;
}

/** One line per changed cell, so every old → new value can be read and checked before the import. */
function lines(changes: readonly TImportChange[]): ChangeLine[] {
  return changes.flatMap((c) =>
    c.fields.map((f) => ({ key: `${c.row}-${f.field}`, row: c.row, rowKey: c.key, label: f.label, from: f.from, to: f.to })),
  );
}

/** What the file would do: the server's counts, then each changed value of the rows it would update. */
export function ImportPreview({ message, data }: { message: string; data: ImportPreviewData }) {
  const { t } = useTranslation();
  const changes = data.changes ?? [];
  const empty = (v: string | null) => v ?? <Typography.Text type="secondary">{t('table.import.empty')}</Typography.Text>;
  return (
    <>
      <Alert type="info" showIcon title={message} style={{ margin: '12px 0 8px' }} />
      {changes.length > 0 && (
        <Table<ChangeLine>
          size="small"
          rowKey="key"
          dataSource={lines(changes)}
          pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('table.import.row'), width: 64 },
            { key: 'rowKey', dataIndex: 'rowKey', title: t('table.import.key'), width: 140 },
            { key: 'label', dataIndex: 'label', title: t('table.import.field'), width: 120 },
            { key: 'from', dataIndex: 'from', title: t('table.import.from'), render: empty },
            { key: 'to', dataIndex: 'to', title: t('table.import.to'), render: empty },
          ]}
        />
      )}
      {data.updated > changes.length && changes.length >= IMPORT_CHANGES_MAX && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('table.import.capped', { shown: changes.length, total: data.updated })}
        </Typography.Paragraph>
      )}
    </>
  );
}
