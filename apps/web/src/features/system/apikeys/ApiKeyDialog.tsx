import { useQuery } from '@tanstack/react-query';
import { API_KEY_DEFAULT_DAYS, API_KEY_MAX_DAYS, sysApiKey, type TApiKeyCreated } from '@wms/contract/system-apikey';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { addKey, fetchKeyRoles } from './apikeyApi.ts';

interface Values {
  name: string;
  role: number;
  expires: Dayjs;
}

/** Days a key may run to: from tomorrow to API_KEY_MAX_DAYS ahead. */
export const outOfRange = (d: Dayjs) => !d.isAfter(dayjs(), 'day') || d.isAfter(dayjs().add(API_KEY_MAX_DAYS, 'day'), 'day');

/**
 * A new key: its name, the role whose permissions it holds, and the day it expires (a year ahead unless
 * changed). The key works until the end of that day; the reply's token goes to the page, shown once.
 */
export function ApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (k: TApiKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel(sysApiKey.name);
  const [form] = Form.useForm<Values>();
  const roles = useQuery({ queryKey: ['apiKeyRoles'], queryFn: fetchKeyRoles, enabled: open });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ expires: dayjs().add(API_KEY_DEFAULT_DAYS, 'day') });
  }, [open, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (v) => {
      const created = await addKey({ name: v.name.trim(), role: v.role, expiresAt: v.expires.endOf('day').toISOString() });
      onCreated(created);
      onClose();
    },
    (e) => {
      if (!(e instanceof ApiError) || !e.reply?.field) return null;
      const field = String(e.reply.field) === 'expiresAt' ? 'expires' : String(e.reply.field);
      return { field, message: String(e.reply.message) };
    },
  );
  const required = (name: string) => ({ required: true, message: t('common.required', { field: label(name) }) });

  return (
    <Modal
      open={open}
      title={t('apikey.add')}
      okText={t('apikey.create')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('apikey.addHelp')} />
      <Form form={form} layout="vertical" name="system-apikey">
        <Form.Item name="name" label={label('name')} rules={[required('name'), { max: 40 }]} extra={t('apikey.nameHelp')}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={label('role')} rules={[required('role')]} extra={t('apikey.roleHelp')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={roles.isLoading}
            aria-label={label('role')}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
          />
        </Form.Item>
        <Form.Item
          name="expires"
          label={label('expiresAt')}
          rules={[required('expiresAt')]}
          extra={t('apikey.expiresHelp', { days: API_KEY_MAX_DAYS })}
        >
          <DatePicker allowClear={false} disabledDate={outOfRange} style={{ width: 200 }} aria-label={label('expiresAt')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
