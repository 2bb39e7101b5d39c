import { isValidCron } from '@wms/contract/cron';
import type { TTaskRow } from '@wms/contract/system-task';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { updateTask } from './taskApi.ts';

interface Values {
  cron: string;
  enabled: boolean;
  keepDays?: number | null;
}

/** Edits a task's schedule (checked as it is typed, the same parser as the server), switch and days kept. */
export function TaskDialog({
  task,
  title,
  onClose,
  onDone,
}: {
  task: TTaskRow | null;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel('sysTask');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!task) return;
    form.resetFields();
    form.setFieldsValue({ cron: task.cron, enabled: task.enabled, keepDays: task.keepDays });
  }, [task, form]);
  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const r = await updateTask({
        id: task!.id,
        cron: v.cron,
        enabled: v.enabled,
        ...(task!.keepDays !== null ? { keepDays: v.keepDays } : {}),
      });
      feedback().message.success(r.message);
      onDone();
      onClose();
    },
    (e) => (e instanceof ApiError && e.reply?.field ? { field: String(e.reply.field), message: String(e.reply.message) } : null),
  );
  return (
    <Modal
      open={!!task}
      title={title}
      okText={t('table.ok')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-task">
        <Form.Item
          name="cron"
          label={label('cron')}
          extra={t('task.cronHint')}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: label('cron') }) },
            {
              validator: (_, v: string | undefined) =>
                !v?.trim() || isValidCron(v) ? Promise.resolve() : Promise.reject(new Error(t('task.cronInvalid'))),
            },
          ]}
        >
          <Input style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="enabled" label={label('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {task?.keepDays !== null && (
          <Form.Item
            name="keepDays"
            label={label('keepDays')}
            rules={[{ required: true, message: t('common.required', { field: label('keepDays') }) }]}
          >
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
