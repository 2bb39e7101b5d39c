import { DeleteOutlined, DownloadOutlined, ExportOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@wms/contract/resource';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { LazyPopconfirm } from '../../shared/antd/LazyPopconfirm.tsx';
import { api } from '../../shared/api/request.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { ListTableContext } from '../../shared/table/ListTable.tsx';
import type { ResourcePerms } from './useResourcePerms.ts';

interface ResourceToolbarProps {
  def: ResourceDef;
  ctx: ListTableContext;
  can: ResourcePerms;
  selectedCount: number;
  onAdd: () => void;
  onDeleteSelected: () => Promise<void>;
  onImport: () => void;
  /** A resource override's own buttons. */
  extra?: ReactNode;
}

/** Add, delete selected, import, export and template buttons, each shown only with its permission. */
export function ResourceToolbar({
  def,
  ctx,
  can,
  selectedCount,
  onAdd,
  onDeleteSelected,
  onImport,
  extra,
}: ResourceToolbarProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const run = (set: (b: boolean) => void, job: () => Promise<void>) => {
    set(true);
    // The request client has shown any failure; the button only needs to stop spinning.
    job()
      .catch(() => {})
      .finally(() => set(false));
  };

  return (
    <>
      {can.add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('table.add')}
        </Button>
      )}
      {can.delete && (
        <LazyPopconfirm
          title={t('table.deleteSelectedConfirm', { count: selectedCount })}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          disabled={selectedCount === 0}
          onConfirm={onDeleteSelected}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0}>
            {t('table.deleteSelected')}
          </Button>
        </LazyPopconfirm>
      )}
      {can.import && (
        <Button icon={<ImportOutlined />} onClick={onImport}>
          {t('table.import.button')}
        </Button>
      )}
      {can.export && (
        <Button
          icon={<ExportOutlined />}
          loading={exporting}
          onClick={() => run(setExporting, () => api.download(`${def.path}/~export`, { method: 'POST', body: ctx.exportBody() }))}
        >
          {t('table.export.button')}
        </Button>
      )}
      {can.import && (
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => run(setDownloading, () => api.download(`${def.path}/~tpl/download`))}
        >
          {t('table.template.button')}
        </Button>
      )}
      {extra}
    </>
  );
}
