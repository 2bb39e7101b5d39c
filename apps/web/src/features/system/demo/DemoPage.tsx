import { location } from '@wms/contract/resources/location';
import { Button, Card, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { DictSelect } from '../../../shared/form/DictSelect.tsx';
import { DynamicForm, type DynamicFormItem } from '../../../shared/form/DynamicForm.tsx';
import { ImageUpload } from '../../../shared/form/ImageUpload.tsx';
import { TableSelect } from '../../../shared/form/TableSelect.tsx';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';

interface NewLocation {
  code: string;
  warehouse: number;
  type: string;
  maxQty?: number;
  picture?: string | null;
}

/**
 * The template page (spec §2 "demo template pages"): the generic components on real data. The
 * form adds a location through the real API (dynamic items: the capacity is asked only for a
 * storage location), and the table above it shows the locations with its filter drawer and
 * column settings, so the new row appears there.
 */
export default function DemoPage() {
  const { t } = useTranslation();
  const label = useFieldLabel(location.name);
  const [added, setAdded] = useState<number>();
  const [picture, setPicture] = useState<string | null>(null);
  const items: DynamicFormItem[] = [
    { name: 'code', label: label('code'), control: <Input maxLength={32} />, required: true },
    { name: 'warehouse', label: label('warehouse'), control: <TableSelect resource="warehouse" />, required: true },
    { name: 'type', label: label('type'), control: <DictSelect name="locationType" />, required: true },
    { name: 'maxQty', label: label('maxQty'), control: <InputNumber min={1} precision={0} />, hiddenWhen: "type != 'store'" },
    { name: 'picture', label: t('demo.picture'), control: <ImageUpload maxCount={1} /> },
  ];
  const save = async ({ picture: pic, ...values }: NewLocation) => {
    try {
      const r = await api.post<{ data: { id: number } }>(`${location.path}/~add`, values);
      setPicture(pic ?? null);
      setAdded(r.data.id);
    } catch {
      // The request client showed why; the form keeps what was typed.
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex', padding: 16 }}>
      <Typography.Paragraph type="secondary">{t('demo.intro')}</Typography.Paragraph>
      <Card title={t('demo.table')}>
        <ListTable<Row> def={location} highlightKey={added} />
      </Card>
      <Card title={t('demo.form')}>
        <DynamicForm<NewLocation>
          items={items}
          onFinish={save}
          style={{ maxWidth: 480 }}
          footer={
            <Button type="primary" htmlType="submit">
              {t('table.form.save')}
            </Button>
          }
        />
        {picture && <img src={picture} alt={t('demo.picture')} style={{ maxWidth: 160 }} data-testid="demo-picture" />}
      </Card>
    </Space>
  );
}
