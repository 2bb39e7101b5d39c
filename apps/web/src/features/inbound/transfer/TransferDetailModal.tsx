import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS } from '@wms/contract/inbound/status';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { perm } from '@wms/contract/permissions';
import { Button, Descriptions, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { TF_PATH } from './lines.ts';
import { PrintButton } from './PrintButton.tsx';
import { StatusTag } from './StatusTag.tsx';

export interface TfLineRow {
  id: number;
  lineNo: number;
  skuLabel?: string | null;
  fromLocationLabel?: string | null;
  locationLabel?: string | null;
  qty: number;
}

export interface TfDetail {
  id: number;
  no: string;
  warehouseLabel?: string | null;
  postingDate?: string | null;
  status: number;
  qty: number;
  stockDate?: string | null;
  comment?: string | null;
  items: TfLineRow[];
}

export const detailKey = (id: number | undefined) => ['transferDetail', id];

/**
 * A transfer order with its lines (`GET ~items/get`), its print, and for a new order the
 * "carry out" action (`POST ~store`, after a confirmation; a refusal is the server's message).
 */
export function TransferDetailModal({ id, onClose, onChanged }: { id?: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('tfOrder');
  const stockLabel = useFieldLabel('stock');
  const { has } = usePermission();
  const canStore = has(perm(tfOrder.area, tfOrder.key, 'store'));
  const client = useQueryClient();
  const [storing, setStoring] = useState(false);
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: () => api.get<{ data: TfDetail }>(`${TF_PATH}/~items/get`, { id }),
    enabled: id !== undefined,
  });
  const order = query.data?.data;

  const carryOut = async () => {
    if (!order) return;
    setStoring(true);
    try {
      const reply = await api.post<{ message?: string; data?: TfDetail }>(`${TF_PATH}/~store`, { id: order.id });
      feedback().message.success(reply?.message || t('table.done'));
      if (reply?.data) client.setQueryData(detailKey(order.id), { data: reply.data });
      onChanged();
    } catch {
      // Refused (e.g. not enough available stock): the request client showed the server's message.
    } finally {
      setStoring(false);
    }
  };

  const footer = (
    <Space>
      {order && <PrintButton id={order.id} />}
      {order && canStore && order.status === ORDER_STATUS.new && (
        <Popconfirm
          title={t('transfer.storeConfirm', { no: order.no })}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          onConfirm={carryOut}
        >
          <Button type="primary" loading={storing}>
            {t('transfer.store')}
          </Button>
        </Popconfirm>
      )}
      <Button onClick={onClose}>{t('transfer.close')}</Button>
    </Space>
  );

  return (
    <Modal
      open={id !== undefined}
      title={order ? t('transfer.detailTitle', { no: order.no }) : t('transfer.detail')}
      onCancel={onClose}
      footer={footer}
      width={900}
      destroyOnHidden
      loading={query.isLoading}
    >
      {order && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={label('no')}>{order.no}</Descriptions.Item>
            <Descriptions.Item label={label('warehouse')}>{order.warehouseLabel}</Descriptions.Item>
            <Descriptions.Item label={label('status')}>
              <StatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('postingDate')}>{order.postingDate}</Descriptions.Item>
            <Descriptions.Item label={label('qty')}>{order.qty}</Descriptions.Item>
            <Descriptions.Item label={label('stockDate')}>{order.stockDate ? formatDate(order.stockDate) : ''}</Descriptions.Item>
            {order.comment && <Descriptions.Item label={label('comment')}>{order.comment}</Descriptions.Item>}
          </Descriptions>
          <Table<TfLineRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.items}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: t('transfer.lineNo'), width: 60 },
              { key: 'sku', dataIndex: 'skuLabel', title: stockLabel('sku') },
              { key: 'from', dataIndex: 'fromLocationLabel', title: t('transfer.fromLocation') },
              { key: 'to', dataIndex: 'locationLabel', title: t('transfer.toLocation') },
              { key: 'qty', dataIndex: 'qty', title: label('qty'), align: 'right' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
