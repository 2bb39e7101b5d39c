import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Result, Row, Space, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../shared/feedback/feedback.ts';
import { fieldItems } from '../../shared/form/fieldItems.tsx';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { labelLang, useFieldLabel } from '../../shared/table/labels.ts';
import { LinesEditor, type LinesEditorOptions } from './LinesEditor.tsx';
import type { OrderFormDef, OrderShape } from './orderDef.ts';
import { formErrorOf, formToBody, type OrderFormValues, orderToForm, removedLines } from './orderForm.ts';

/** An order area's add/edit screen: its contract, its calls, its screens and its permission and status words. */
export interface OrderScreenDef<O extends OrderShape> {
  form: OrderFormDef;
  lines: LinesEditorOptions;
  api: {
    detail: (id: number) => Promise<O>;
    newNo: () => Promise<string>;
    save: (body: Record<string, unknown>, edit: boolean) => Promise<{ message?: string; data: O }>;
    deleteLines: (ids: number[]) => Promise<unknown>;
  };
  screen: { list: string; detail: (id: number) => string };
  /** The user may do `action` and the status allows it (the area's permission and status table). */
  useCan: () => (action: string, status?: number) => boolean;
  useStatusLabel: () => (status: number) => string;
}

/** Wide fields take a whole row of the header grid. */
const FULL_ROW = new Set(['comment']);

function OrderForm<O extends OrderShape>({ def, order, no }: { def: OrderScreenDef<O>; order: O | null; no?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { form: formDef, api, screen } = def;
  const label = useFieldLabel(formDef.order.name);
  const [form] = Form.useForm<OrderFormValues>();
  const lang = labelLang(i18n.language);
  const items = useMemo(() => fieldItems(formDef.order, t, label, order, lang), [formDef, t, label, order, lang]);
  const initial = useMemo(() => orderToForm(formDef, order, no), [formDef, order, no]);

  const { saving, submit } = useFormSubmit(
    form,
    async () => {
      // Every value, not only the registered items: a line's id and its select labels ride along.
      const values = form.getFieldsValue(true) as OrderFormValues;
      const reply = await api.save(formToBody(formDef, values, order?.id), !!order);
      const gone = removedLines(order, values);
      if (gone.length) await api.deleteLines(gone);
      feedback().message.success(reply.message || t('table.done'));
      navigate(screen.detail(reply.data.id));
    },
    (e) => formErrorOf(formDef, e),
  );

  return (
    <Form form={form} layout="vertical" name={formDef.formName} initialValues={initial}>
      <Card title={t(`${formDef.text}.header`)} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {items.map((item) => {
            const rules = [...(item.required ? [{ required: true, message: item.requiredMessage }] : []), ...(item.rules ?? [])];
            return (
              <Col key={item.name} xs={24} sm={12} lg={FULL_ROW.has(item.name) ? 24 : 6}>
                <Form.Item {...item.itemProps} name={item.name} label={item.label} rules={rules} required={item.required}>
                  {item.control}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Card>
      <Card title={t(`${formDef.text}.lines`)} size="small" style={{ marginBottom: 16 }}>
        <LinesEditor form={form} def={formDef} options={def.lines} />
      </Card>
      <Space>
        <Button type="primary" loading={saving} onClick={submit}>
          {t(`${formDef.text}.save`)}
        </Button>
        <Button onClick={() => navigate(order ? screen.detail(order.id) : screen.list)}>{t('table.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Add (no id: the number pre-filled from `_no/get`) or edit (a new order only) of an order. */
export function OrderFormScreen<O extends OrderShape>({ def, id }: { def: OrderScreenDef<O>; id?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = def.useCan();
  const statusLabel = def.useStatusLabel();
  const text = def.form.text;
  const query = useQuery({
    queryKey: [`${text}Form`, id ?? 'new'],
    queryFn: async () => (id ? { order: await def.api.detail(id) } : { order: null, no: await def.api.newNo() }),
    // A form must not be reset under the user's typing by a background refetch.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  let body: ReactNode;
  if (query.isPending) body = <Spin />;
  else if (query.isError) body = <Alert type="error" showIcon title={t(`${text}.loadFailed`)} />;
  else {
    const { order } = query.data;
    const no = 'no' in query.data ? query.data.no : undefined;
    if (order && !can('update', order.status)) {
      body = (
        <Result
          status="warning"
          title={t(`${text}.notEditable`, { no: order.no, status: statusLabel(order.status) })}
          extra={<Button onClick={() => navigate(def.screen.detail(order.id))}>{t(`${text}.detail`)}</Button>}
        />
      );
    } else body = <OrderForm def={def} order={order} no={no} />;
  }
  return <div style={{ padding: 16 }}>{body}</div>;
}
