import type { ResourceDef } from '@wms/contract/resource';
import { Form, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { DynamicForm } from '../../shared/form/DynamicForm.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import { labelLang, useFieldLabel, useResourceTitle } from '../../shared/table/labels.ts';
import { fieldItems } from './fieldItems.tsx';
import { editableFields, fieldErrorOf, formValuesToPayload, rowToFormValues } from './formValues.ts';

export interface ResourceFormModalProps {
  def: ResourceDef;
  open: boolean;
  /** The row being edited; absent to add one. */
  row?: Row | null;
  onClose: () => void;
  /** After a save, with the row as the server stored it (the list marks a row just added). */
  onSaved: (saved?: Row) => void;
}

/** Add/edit of one row; a refused save shows the server's message on the form item it names. */
export function ResourceFormModal({ def, open, row, onClose, onSaved }: ResourceFormModalProps) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel(def.name);
  const title = useResourceTitle(def.name);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const lang = labelLang(i18n.language);
  const items = useMemo(() => fieldItems(def, t, label, row, lang), [def, t, label, row, lang]);
  const names = useMemo(() => editableFields(def).map((f) => f.name), [def]);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(rowToFormValues(def, row));
    }
  }, [open, row, def, form]);

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the errors on the items
    }
    setSaving(true);
    try {
      const url = `${def.path}/${row ? '~update' : '~add'}`;
      // Silent: a field error belongs on its item, not in a toast.
      const reply = await api.post<{ message?: string; data?: Row }>(url, formValuesToPayload(def, values, row?.id), {
        silent: true,
      });
      feedback().message.success(reply?.message || t('table.done'));
      onSaved(reply?.data);
      onClose();
    } catch (e) {
      const fe = fieldErrorOf(e, names);
      if (fe) form.setFields([{ name: fe.field, errors: [fe.message] }]);
      // A 401 already opened the log-in-again dialog.
      else if (!(e instanceof ApiError && e.status === 401)) feedback().message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(row ? 'table.form.editTitle' : 'table.form.addTitle', { title })}
      okText={t('table.form.save')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <DynamicForm form={form} items={items} name={`resource-${def.name}`} />
    </Modal>
  );
}
