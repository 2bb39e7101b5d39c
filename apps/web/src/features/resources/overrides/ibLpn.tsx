import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { LPN_LABEL_MAX } from '@wms/contract/lpn-labels';
import { perm } from '@wms/contract/permissions';
import { ibLpn } from '@wms/contract/resources/lpn';
import { Button, Form, InputNumber, Modal, Switch } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import type { ResourceOverride } from './types.ts';

/** `GET /inbound/ib/lpn/~add?qty=&print=` and `POST /inbound/ib/lpn/~print` (docs/api.md). */
export const LPN_ADD_URL = `${ibLpn.path}/~add`;
export const LPN_PRINT_URL = `${ibLpn.path}/~print`;

interface GenerateValues {
  qty: number;
  print: boolean;
}

/** Asks how many inbound LPNs to generate and whether to print them now (the PDF downloads). */
export function LpnGenerateModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GenerateValues>();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (values: GenerateValues) => {
      if (values.print) {
        await api.download(LPN_ADD_URL, { params: { qty: values.qty, print: 1 } });
      } else {
        const reply = await api.get<{ data?: unknown[] }>(LPN_ADD_URL, { qty: values.qty, print: 0 });
        feedback().message.success(t('table.ibLpn.generated', { count: reply?.data?.length ?? values.qty }));
      }
      onDone();
      onClose();
    },
    // The request client shows a refusal; a refused quantity is also marked on its field.
    (e) => (e instanceof ApiError && e.reply?.field === 'qty' ? { field: 'qty', message: String(e.reply.message) } : null),
  );

  const range = t('table.ibLpn.qtyRange', { min: 1, max: LPN_LABEL_MAX });
  return (
    <Modal
      open={open}
      title={t('table.ibLpn.generateTitle')}
      okText={t('table.ibLpn.generate')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={400}
    >
      <Form form={form} layout="vertical" name="ib-lpn-generate" initialValues={{ qty: 1, print: true }}>
        <Form.Item
          name="qty"
          label={t('table.ibLpn.qty')}
          rules={[
            { required: true, message: range },
            { type: 'integer', min: 1, max: LPN_LABEL_MAX, message: range },
          ]}
        >
          <InputNumber min={1} max={LPN_LABEL_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="print" label={t('table.ibLpn.printNow')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Receiving LPN: generate labels (optionally printed at once), print the selected rows or one row. */
export const ibLpnOverride: ResourceOverride = {
  useOverride({ selected, refresh }) {
    const { t } = useTranslation();
    const { has } = usePermission();
    const canAdd = has(perm(ibLpn.area, ibLpn.key, 'add'));
    const canPrint = has(perm(ibLpn.area, ibLpn.key, 'print'));
    const [generating, setGenerating] = useState(false);
    const [printing, setPrinting] = useState(false);

    const print = async (ids: Key[]) => {
      setPrinting(true);
      try {
        await api.download(LPN_PRINT_URL, { method: 'POST', body: { ids } });
        refresh(); // isPrint is now set
      } catch {
        // The request client has shown why.
      } finally {
        setPrinting(false);
      }
    };

    return {
      selectable: canPrint,
      toolbar: (
        <>
          {canAdd && (
            <Button icon={<TagsOutlined />} onClick={() => setGenerating(true)}>
              {t('table.ibLpn.generate')}
            </Button>
          )}
          {canPrint && (
            <Button icon={<PrinterOutlined />} disabled={!selected.length} loading={printing} onClick={() => print(selected)}>
              {t('table.ibLpn.printSelected')}
            </Button>
          )}
        </>
      ),
      rowActions: canPrint
        ? (row) => (
            <Button type="link" size="small" onClick={() => print([row.id as Key])}>
              {t('table.ibLpn.print')}
            </Button>
          )
        : undefined,
      elements: canAdd ? <LpnGenerateModal open={generating} onClose={() => setGenerating(false)} onDone={refresh} /> : undefined,
    };
  },
};
