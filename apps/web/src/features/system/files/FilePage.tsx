import { sysFile } from '@wms/contract/system-file';
import { Button, Popconfirm, Space } from 'antd';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { FileUploadButton } from './FileUploadButton.tsx';
import { fileSize } from './fileSize.ts';

/**
 * Files (`/system/file`): every uploaded file with who uploaded it, its kind (from its content)
 * and size; upload (several at once, with progress), download, delete after confirmation, export.
 */
export default function FilePage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysFile}
        actionsWidth={140}
        renderers={{ size: (v) => fileSize(Number(v ?? 0)) }}
        toolbar={(ctx) => (
          <Space>
            <FileUploadButton onDone={ctx.refresh} />
            <ExportButton path={sysFile.path} ctx={ctx} permission="system/file/export" />
          </Space>
        )}
        rowActions={(row, ctx) => (
          <>
            <Button type="link" size="small" href={String(row.src)} target="_blank" rel="noopener" download={String(row.name)}>
              {t('file.download')}
            </Button>
            {has('system/file/delete') && (
              <Popconfirm
                title={t('file.deleteConfirm', { name: row.name })}
                okText={t('table.ok')}
                cancelText={t('table.cancel')}
                onConfirm={() => api.post('/system/file/~delete', { ids: [row.id] }).then(ctx.refresh)}
              >
                <Button type="link" size="small" danger>
                  {t('table.delete')}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
    </div>
  );
}
