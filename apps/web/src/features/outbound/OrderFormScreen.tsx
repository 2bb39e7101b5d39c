import { useQuery } from '@tanstack/react-query';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { Alert, Button, Card, Col, Form, Result, Row, Space, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useFormSubmit } from '../../shared/form/useFormSubmit.ts';
import { labelLang, useFieldLabel } from '../../shared/table/labels.ts';
import { useStatusLabel } from '../inbound/StatusTag.tsx';
import { fieldItems } from '../resources/fieldItems.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';
import { LinesEditor } from './LinesEditor.tsx';
import { useObCan } from './OrderActions.tsx';
import { formErrorOf, formToBody, type OrderFormValues, orderToForm, removedLines } from './orderForm.ts';

/** Wide fields take a whole row of the header grid. */
const FULL_ROW = new Set(['comment']);

function OrderForm({ order, no }: { order: ObOrder | null; no?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const label = useFieldLabel(obOrder.name);
  const [form] = Form.useForm<OrderFormValues>();
  const lang = labelLang(i18n.language);
  const items = useMemo(() => fieldItems(obOrder, t, label, order, lang), [t, label, order, lang]);
  const initial = useMemo(() => orderToForm(order, no), [order, no]);

  const { saving, submit } = useFormSubmit(
    form,
    async () => {
      // Every value, not only the registered items: a line's id and its select labels ride along.
      const values = form.getFieldsValue(true) as OrderFormValues;
      const reply = await obApi.save(formToBody(values, order?.id), !!order);
      const gone = removedLines(order, values);
      if (gone.length) await obApi.deleteLines(gone);
      feedback().message.success(reply.message || t('table.done'));
      navigate(obScreen.detail(reply.data.id));
    },
    formErrorOf,
  );

  return (
    <Form form={form} layout="vertical" name="ob-order" initialValues={initial}>
      <Card title={t('obOrder.header')} size="small" style={{ marginBottom: 16 }}>
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
      <Card title={t('obOrder.lines')} size="small" style={{ marginBottom: 16 }}>
        <LinesEditor form={form} />
      </Card>
      <Space>
        <Button type="primary" loading={saving} onClick={submit}>
          {t('obOrder.save')}
        </Button>
        <Button onClick={() => navigate(order ? obScreen.detail(order.id) : obScreen.list)}>{t('table.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Add (no id: the number pre-filled from `_no/get`) or edit (a new order only) of an outbound order. */
export function OrderFormScreen({ id }: { id?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useObCan();
  const statusLabel = useStatusLabel();
  const query = useQuery({
    queryKey: ['obOrderForm', id ?? 'new'],
    queryFn: async () => (id ? { order: await obApi.detail(id) } : { order: null, no: await obApi.newNo() }),
    // A form must not be reset under the user's typing by a background refetch.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  let body: ReactNode;
  if (query.isPending) body = <Spin />;
  else if (query.isError) body = <Alert type="error" showIcon title={t('obOrder.loadFailed')} />;
  else {
    const { order } = query.data;
    const no = 'no' in query.data ? query.data.no : undefined;
    if (order && !can('update', order.status)) {
      body = (
        <Result
          status="warning"
          title={t('obOrder.notEditable', { no: order.no, status: statusLabel(order.status) })}
          extra={<Button onClick={() => navigate(obScreen.detail(order.id))}>{t('obOrder.detail')}</Button>}
        />
      );
    } else body = <OrderForm order={order} no={no} />;
  }
  return <div style={{ padding: 16 }}>{body}</div>;
}
