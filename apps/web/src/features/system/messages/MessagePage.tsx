import { MESSAGE_MAX, sysMessage } from '@wms/contract/system-message';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable, type ListTableContext } from '../../../shared/table/ListTable.tsx';

const Text = ({ value }: { value: unknown }) => (
  <Typography.Text ellipsis style={{ maxWidth: 320 }}>
    {typeof value === 'string' ? value : ''}
  </Typography.Text>
);

/** Support messages (`/system/msg`): what users wrote, open ones first to find with the status filter, and the answer dialog. */
export default function MessagePage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [open, setOpen] = useState<{ row: Row; ctx: ListTableContext } | null>(null);
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  const send = async ({ reply }: { reply: string }) => {
    if (!open) return;
    setBusy(true);
    try {
      await api.post('/system/msg/~reply', { id: open.row.id, reply });
      open.ctx.refresh();
      setOpen(null);
    } catch {
      // The request client showed why; the typed answer stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={sysMessage}
        actionsWidth={90}
        renderers={{ body: (v) => <Text value={v} />, reply: (v) => <Text value={v} /> }}
        rowActions={(row, ctx) =>
          has('system/msg/reply') && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                form.setFieldsValue({ reply: (row.reply as string | null) ?? '' });
                setOpen({ row, ctx });
              }}
            >
              {t('msg.reply')}
            </Button>
          )
        }
      />
      <Modal
        open={!!open}
        title={t('msg.replyTitle')}
        okText={t('msg.send')}
        cancelText={t('table.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(null)}
      >
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {String(open?.row.account ?? '')}: {String(open?.row.body ?? '')}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={send}>
          <Form.Item
            name="reply"
            label={t('msg.answer')}
            rules={[{ required: true, whitespace: true, message: t('msg.answer') }]}
          >
            <Input.TextArea rows={4} maxLength={MESSAGE_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
