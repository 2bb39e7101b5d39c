import { useQueryClient } from '@tanstack/react-query';
import { sysDict } from '@wms/contract/system-menu';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { useRefreshTable } from '../../../shared/table/usePageQuery.ts';
import { updateDict } from './dictApi.ts';

/**
 * The dictionary (`/system/dict`): every enumeration behind a select with its labels in both
 * languages. A new label shows at once in this browser (the cached dictionaries are dropped) and
 * in others when they next load the dictionary.
 */
export default function DictPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [editing, setEditing] = useState<Row | null>(null);
  const refresh = useRefreshTable(sysDict.path);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysDict}
        actionsWidth={90}
        rowActions={(row) =>
          has('system/dict/update') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('table.edit')}
            </Button>
          ) : null
        }
      />
      <DictDialog entry={editing} onClose={() => setEditing(null)} onDone={() => void refresh()} />
    </div>
  );
}

function DictDialog({ entry, onClose, onDone }: { entry: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel(sysDict.name);
  const client = useQueryClient();
  const [form] = Form.useForm<{ labelZh: string; labelEn: string }>();
  useEffect(() => {
    if (!entry) return;
    form.resetFields();
    form.setFieldsValue({ labelZh: String(entry.labelZh ?? ''), labelEn: String(entry.labelEn ?? '') });
  }, [entry, form]);
  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const r = await updateDict({ id: Number(entry!.id), ...v });
      // Every select, tag and filter reads its labels through these queries.
      await client.invalidateQueries({ queryKey: ['dict'] });
      feedback().message.success(r.message);
      onDone();
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );
  const required = (f: string) => [{ required: true, whitespace: true, message: t('common.required', { field: label(f) }) }];
  return (
    <Modal
      open={!!entry}
      title={entry ? `${String(entry.name)} / ${String(entry.value)}` : ''}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-dict">
        <Form.Item name="labelZh" label={label('labelZh')} rules={required('labelZh')}>
          <Input />
        </Form.Item>
        <Form.Item name="labelEn" label={label('labelEn')} rules={required('labelEn')}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
