import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Progress, Space, Table, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api, withQuery } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { ImportPreview, type ImportPreviewData } from './ImportPreview.tsx';

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

interface ImportReply {
  message?: string;
  data?: ImportPreviewData;
}

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** API prefix of the resource; the file goes to `<path>/~upload/preview`, then, confirmed, to `<path>/~upload`. */
  path: string;
  label: (field: string) => string;
  /** Called after a successful import, e.g. to refresh the list. */
  onImported: () => void;
}

interface Checked {
  file: File;
  message: string;
  data: ImportPreviewData;
}

const XLSX = /\.xlsx$/i;

/** The server's per-row errors of a refused import (400 `{errors:[{row, field, message}]}`). */
export function importErrors(e: unknown): ImportRowError[] {
  const errors = e instanceof ApiError ? e.reply?.errors : undefined;
  return Array.isArray(errors) ? errors.filter((x): x is ImportRowError => !!x && typeof x.row === 'number') : [];
}

/**
 * xlsx import in two steps: the file is checked first (the server's preview writes nothing) and its
 * counts and changed values shown; only the user's confirmation imports it. A refused file lists the
 * server's row errors and changes nothing.
 */
export function ImportModal({ open, onClose, path, label, onImported }: ImportModalProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>();
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [blankClears, setBlankClears] = useState(false);
  const [checked, setChecked] = useState<Checked>();

  useEffect(() => {
    if (open) {
      setPercent(undefined);
      setErrors([]);
      setBlankClears(false);
      setChecked(undefined);
    }
  }, [open]);

  const send = async (url: string, file: File, done: (reply: ImportReply) => void) => {
    setErrors([]);
    setPercent(0);
    try {
      done(await api.upload<ImportReply>(withQuery(url, blankClears ? { blankClears: 1 } : undefined), file, setPercent));
    } catch (e) {
      // The request client already told what failed; the rows tell where.
      setErrors(importErrors(e));
      setChecked(undefined);
    } finally {
      setPercent(undefined);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (XLSX.test(file.name)) return true;
    feedback().message.warning(t('table.import.notXlsx'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) =>
    send(`${path}/~upload/preview`, file as File, (reply) =>
      setChecked({ file: file as File, message: reply.message ?? '', data: reply.data ?? { inserted: 0, updated: 0 } }),
    );

  const confirm = (c: Checked) =>
    send(`${path}/~upload`, c.file, (reply) => {
      feedback().message.success(reply.message || t('table.done'));
      onImported();
      onClose();
    });

  const busy = percent !== undefined;
  const nothing = !!checked && checked.data.inserted + checked.data.updated === 0;
  const footer = checked
    ? [
        <Button key="back" disabled={busy} onClick={() => setChecked(undefined)}>
          {t('table.import.again')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={nothing} onClick={() => confirm(checked)}>
          {t('table.import.confirm')}
        </Button>,
      ]
    : null;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={footer}
      title={t('table.import.title')}
      width={checked ? 800 : 640}
      destroyOnHidden
    >
      {!checked && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Checkbox checked={blankClears} disabled={busy} onChange={(e) => setBlankClears(e.target.checked)}>
            {t('table.import.blankClears')}
          </Checkbox>
          <Upload.Dragger
            accept=".xlsx"
            showUploadList={false}
            multiple={false}
            disabled={busy}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('table.import.drop')}</p>
            <p className="ant-upload-hint">{t('table.import.hint')}</p>
          </Upload.Dragger>
        </Space>
      )}
      {busy && <Progress percent={percent} aria-label={t('table.import.progress')} style={{ marginTop: 12 }} />}
      {checked && !busy && <ImportPreview message={checked.message} data={checked.data} />}
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
