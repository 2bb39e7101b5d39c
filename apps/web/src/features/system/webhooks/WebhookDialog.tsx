import { SUBSCRIBABLE_EVENTS, webhookSubscription } from '@wms/contract/integration/webhook';
import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import type { FieldError } from '../../../shared/form/useFormSubmit.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { addWebhook, type TWebhookRow, type TWebhookSecret, updateWebhook, type WebhookValues } from './webhookApi.ts';

/**
 * Where a refusal belongs: the field the server names (a zod refusal), else a taken name (409) under the name and
 * a refused address (400: not http(s), credentials in it, a private address WEBHOOK_ALLOW does not name) under the URL.
 */
export function fieldOfRefusal(e: unknown): FieldError | null {
  if (!(e instanceof ApiError) || typeof e.reply?.message !== 'string') return null;
  const message = e.reply.message;
  if (e.reply.field) return { field: String(e.reply.field), message };
  if (e.status === 409) return { field: 'name', message };
  if (e.status === 400) return { field: 'url', message };
  return null;
}

/**
 * A new webhook (`editing` null) or changes to one: name, receiver URL, the events it is sent and its switch. A new
 * one's secret goes to the page, to be shown once.
 */
export function WebhookDialog({
  open,
  editing,
  onClose,
  onSaved,
  onCreated,
}: {
  open: boolean;
  editing: TWebhookRow | null;
  onClose: () => void;
  onSaved: () => void;
  onCreated: (created: TWebhookSecret, name: string) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel(webhookSubscription.name);
  const events = useDict('webhookEvent');
  const [form] = Form.useForm<WebhookValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { name: editing.name, url: editing.url, events: editing.events, enabled: editing.enabled }
        : { name: '', url: '', events: [], enabled: true },
    );
  }, [open, editing, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const body = { name: v.name.trim(), url: v.url.trim(), events: v.events, enabled: v.enabled };
      if (editing) {
        const r = await updateWebhook({ id: editing.id, ...body }, true);
        feedback().message.success(r.message);
        onSaved();
      } else {
        const r = await addWebhook(body);
        onCreated(r.data, body.name);
      }
      onClose();
    },
    fieldOfRefusal,
  );
  const required = (name: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: label(name) }),
  });
  // The contract's order, each event by its dictionary label.
  const options = SUBSCRIBABLE_EVENTS.map((e) => ({ value: e, label: events.labelOf(e) }));

  return (
    <Modal
      open={open}
      title={editing ? t('webhook.editTitle', { name: editing.name }) : t('webhook.add')}
      okText={editing ? t('table.ok') : t('webhook.create')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout="vertical" name="system-webhook">
        <Form.Item name="name" label={label('name')} rules={[required('name'), { max: 100 }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label={label('url')} rules={[required('url'), { max: 500 }]} extra={t('webhook.urlHelp')}>
          <Input maxLength={500} autoComplete="off" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="events"
          label={label('events')}
          extra={t('webhook.eventsHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('webhook.eventsRequired') }]}
        >
          <Checkbox.Group options={options} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }} />
        </Form.Item>
        <Form.Item name="enabled" label={label('enabled')} valuePropName="checked" extra={t('webhook.enabledHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
