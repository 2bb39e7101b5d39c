import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Table, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

interface ImportReply {
  message?: string;
}

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** API prefix of the resource; the file goes to `<path>/~upload`. */
  path: string;
  label: (field: string) => string;
  /** Called after a successful import, e.g. to refresh the list. */
  onImported: () => void;
}

const XLSX = /\.xlsx$/i;

/** The server's per-row errors of a refused import (400 `{errors:[{row, field, message}]}`). */
export function importErrors(e: unknown): ImportRowError[] {
  const errors = e instanceof ApiError ? e.reply?.errors : undefined;
  return Array.isArray(errors) ? errors.filter((x): x is ImportRowError => !!x && typeof x.row === 'number') : [];
}

/** xlsx import with a progress bar; a refused file lists the server's row errors and changes nothing. */
export function ImportModal({ open, onClose, path, label, onImported }: ImportModalProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>();
  const [errors, setErrors] = useState<ImportRowError[]>([]);

  useEffect(() => {
    if (open) {
      setPercent(undefined);
      setErrors([]);
    }
  }, [open]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (XLSX.test(file.name)) return true;
    feedback().message.warning(t('table.import.notXlsx'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file }) => {
    setErrors([]);
    setPercent(0);
    try {
      const reply = await api.upload<ImportReply>(`${path}/~upload`, file as File, setPercent);
      feedback().message.success(reply?.message || t('table.done'));
      onImported();
      onClose();
    } catch (e) {
      // The request client already told what failed; the rows tell where.
      setErrors(importErrors(e));
      setPercent(undefined);
    }
  };

  const uploading = percent !== undefined;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('table.import.title')} width={640} destroyOnHidden>
      <Upload.Dragger
        accept=".xlsx"
        showUploadList={false}
        multiple={false}
        disabled={uploading}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('table.import.drop')}</p>
        <p className="ant-upload-hint">{t('table.import.hint')}</p>
      </Upload.Dragger>
      {uploading && <Progress percent={percent} style={{ marginTop: 12 }} />}
      {errors.length > 0 && (
        <>
          <Alert type="error" showIcon title={t('table.import.errors')} style={{ margin: '12px 0 8px' }} />
          <Table<ImportRowError>
            size="small"
            rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('table.import.row'), width: 70 },
              { key: 'field', dataIndex: 'field', title: t('table.import.field'), width: 140, render: (f: string) => label(f) },
              { key: 'message', dataIndex: 'message', title: t('table.import.message') },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
