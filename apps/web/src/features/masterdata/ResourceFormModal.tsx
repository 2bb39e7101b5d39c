import type { ResourceDef } from '@wms/contract/resource';
import { Form, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import { api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { DynamicForm } from '../../shared/form/DynamicForm.tsx';
import { fieldItems } from '../../shared/form/fieldItems.tsx';
import { editableFields, fieldErrorOf, formValuesToPayload, rowToFormValues } from '../../shared/form/formValues.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import { labelLang, useFieldLabel, useResourceTitle } from '../../shared/table/labels.ts';

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
  const lang = labelLang(i18n.language);
  const items = useMemo(() => fieldItems(def, t, label, row, lang), [def, t, label, row, lang]);
  const names = useMemo(() => editableFields(def).map((f) => f.name), [def]);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(rowToFormValues(def, row));
    }
  }, [open, row, def, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (values: Record<string, unknown>) => {
      const url = `${def.path}/${row ? '~update' : '~add'}`;
      // Silent: a field error belongs on its item, not in a toast.
      const reply = await api.post<{ message?: string; data?: Row }>(url, formValuesToPayload(def, values, row?.id), {
        silent: true,
      });
      feedback().message.success(reply?.message || t('table.done'));
      onSaved(reply?.data);
      onClose();
    },
    (e) => fieldErrorOf(e, names),
  );

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
