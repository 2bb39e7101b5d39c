import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { LPN_LABEL_MAX } from '@wms/contract/lpn-labels';
import { perm } from '@wms/contract/permissions';
import type { ResourceDef } from '@wms/contract/resource';
import { Button, Form, InputNumber, Modal, Switch } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { ApiError, api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useResourceTitle } from '../../../shared/table/labels.ts';
import type { ResourceOverride } from './types.ts';

/** `GET <path>/~add?qty=&print=` and `POST <path>/~print` of a label screen (docs/api.md). */
const addUrl = (def: ResourceDef) => `${def.path}/~add`;
const printUrl = (def: ResourceDef) => `${def.path}/~print`;

interface GenerateValues {
  qty: number;
  print: boolean;
}

interface ModalProps {
  def: ResourceDef;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Asks how many LPNs of the screen's type to generate and whether to print them now (the PDF downloads). */
export function LpnGenerateModal({ def, open, onClose, onDone }: ModalProps) {
  const { t } = useTranslation();
  const title = useResourceTitle(def.name);
  const [form] = Form.useForm<GenerateValues>();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const { saving, submit } = useFormSubmit(
    form,
    async (values: GenerateValues) => {
      if (values.print) {
        await api.download(addUrl(def), { params: { qty: values.qty, print: 1 } });
      } else {
        const reply = await api.get<{ data?: unknown[] }>(addUrl(def), { qty: values.qty, print: 0 });
        feedback().message.success(t('table.lpnLabel.generated', { count: reply?.data?.length ?? values.qty }));
      }
      onDone();
      onClose();
    },
    // The request client shows a refusal; a refused quantity is also marked on its field.
    (e) => (e instanceof ApiError && e.reply?.field === 'qty' ? { field: 'qty', message: String(e.reply.message) } : null),
  );

  const range = t('table.lpnLabel.qtyRange', { min: 1, max: LPN_LABEL_MAX });
  return (
    <Modal
      open={open}
      title={t('table.lpnLabel.generateTitle', { title })}
      okText={t('table.lpnLabel.generate')}
      cancelText={t('table.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={400}
    >
      <Form form={form} layout="vertical" name={`${def.name}-generate`} initialValues={{ qty: 1, print: true }}>
        <Form.Item
          name="qty"
          label={t('table.lpnLabel.qty')}
          rules={[
            { required: true, message: range },
            { type: 'integer', min: 1, max: LPN_LABEL_MAX, message: range },
          ]}
        >
          <InputNumber min={1} max={LPN_LABEL_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="print" label={t('table.lpnLabel.printNow')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A label screen (Receiving LPN, Outbound LPN, Ship-box labels): generate labels (optionally printed
 * at once), print the selected rows or one row. One component, given the screen's definition.
 */
export const lpnLabelOverride = (def: ResourceDef): ResourceOverride => ({
  useOverride({ selected, refresh }) {
    const { t } = useTranslation();
    const { has } = usePermission();
    const canAdd = has(perm(def.area, def.key, 'add'));
    const canPrint = has(perm(def.area, def.key, 'print'));
    const [generating, setGenerating] = useState(false);
    const [printing, setPrinting] = useState(false);

    const print = async (ids: Key[]) => {
      setPrinting(true);
      try {
        await api.download(printUrl(def), { method: 'POST', body: { ids } });
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
              {t('table.lpnLabel.generate')}
            </Button>
          )}
          {canPrint && (
            <Button icon={<PrinterOutlined />} disabled={!selected.length} loading={printing} onClick={() => print(selected)}>
              {t('table.lpnLabel.printSelected')}
            </Button>
          )}
        </>
      ),
      rowActions: canPrint
        ? (row) => (
            <Button type="link" size="small" onClick={() => print([row.id as Key])}>
              {t('table.lpnLabel.print')}
            </Button>
          )
        : undefined,
      elements: canAdd ? (
        <LpnGenerateModal def={def} open={generating} onClose={() => setGenerating(false)} onDone={refresh} />
      ) : undefined,
    };
  },
});
