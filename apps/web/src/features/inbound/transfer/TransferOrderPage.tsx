import { PlusOutlined } from '@ant-design/icons';
import { ORDER_STATUS } from '@wms/contract/inbound/status';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { perm } from '@wms/contract/permissions';
import { Button, Popconfirm, Space } from 'antd';
import { type Key, useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useRefreshTable } from '../../../shared/table/usePageQuery.ts';
import { TF_PATH } from './lines.ts';
import { PrintButton } from './PrintButton.tsx';
import { StatusTag } from './StatusTag.tsx';
import { TransferAddModal } from './TransferAddModal.tsx';
import { TransferDetailModal } from './TransferDetailModal.tsx';

/**
 * Transfer orders (`/inbound/transfer`): the list with status tags and filters; add; a row's
 * detail (lines, carry out, print); delete while the order is new (the server refuses otherwise).
 */
export default function TransferOrderPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const can = (action: string) => has(perm(tfOrder.area, tfOrder.key, action));
  const refresh = useRefreshTable(TF_PATH);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Key>();
  const [shown, setShown] = useState<number>();

  const remove = async (id: Key) => {
    try {
      const reply = await api.post<{ message?: string }>(`${TF_PATH}/~delete`, { ids: [id] });
      feedback().message.success(reply?.message || t('table.done'));
      void refresh();
    } catch {
      // Refused: the request client showed the server's message.
    }
  };

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={tfOrder}
        highlightKey={added}
        renderers={{ status: (v) => <StatusTag status={v} /> }}
        actionsWidth={220}
        toolbar={() =>
          can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('table.add')}
            </Button>
          )
        }
        rowActions={(row) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setShown(row.id as number)}>
              {t('transfer.detail')}
            </Button>
            <PrintButton id={row.id as number} link />
            {can('delete') && row.status === ORDER_STATUS.new && (
              <Popconfirm
                title={t('table.deleteRowConfirm')}
                okText={t('table.ok')}
                cancelText={t('table.cancel')}
                onConfirm={() => remove(row.id as Key)}
              >
                <Button type="link" size="small" danger>
                  {t('table.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      />
      {can('add') && (
        <TransferAddModal
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdded(id);
            void refresh();
            setShown(id);
          }}
        />
      )}
      <TransferDetailModal id={shown} onClose={() => setShown(undefined)} onChanged={() => void refresh()} />
    </div>
  );
}
