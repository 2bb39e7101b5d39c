import type { ResourceDef } from '@wms/contract/resource';
import { Card, Descriptions, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/format.ts';
import { useFieldLabel } from '../../shared/table/labels.ts';
import type { OrderShape } from './orderDef.ts';

function headerValue(def: ResourceDef, order: OrderShape, name: string): ReactNode {
  const f = def.fields.find((x) => x.name === name);
  if (f?.kind === 'ref') return (order[`${name}Label`] as string | null) ?? '';
  if (f?.kind === 'datetime') return formatDate(order[name] as string | null);
  return (order[name] as ReactNode) ?? '';
}

/** The detail's title bar: the order's number and status, then the area's buttons. */
export function OrderTitleBar({ order, status, children }: { order: OrderShape; status: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Space>
        <strong style={{ fontSize: 16 }}>{order.no}</strong>
        {status}
      </Space>
      <Space wrap>{children}</Space>
    </Flex>
  );
}

/** The detail's header fields (`fields`, in order); references show their label, datetimes are formatted. */
export function OrderHeaderCard({
  def,
  fields,
  order,
  title,
}: {
  def: ResourceDef;
  fields: readonly string[];
  order: OrderShape;
  title: ReactNode;
}) {
  const label = useFieldLabel(def.name);
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        {fields.map((name) => (
          <Descriptions.Item key={name} label={label(name)}>
            {headerValue(def, order, name)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
