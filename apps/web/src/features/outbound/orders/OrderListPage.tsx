import { PlusOutlined } from '@ant-design/icons';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { Button, Space } from 'antd';
import { type Key, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable, type ListTableContext } from '../../../shared/table/ListTable.tsx';
import { StatusTag } from '../../orders-common/StatusTag.tsx';
import { SelectedFlowButtons } from '../tasks/SelectedFlowButtons.tsx';
import { AllocateDialog } from './AllocateDialog.tsx';
import { obScreen } from './api.ts';
import { OrderActions, useObCan } from './OrderActions.tsx';
import { selectedForAllocation } from './selection.ts';

/**
 * Outbound orders (menu `outbound/order`): the list of obOrder headers with filters, the actions each
 * order's status allows, and allocation of several orders at once from the toolbar (one call,
 * orders in id order, all or nothing). Adding, editing and the detail are screens of their own
 * (app/subpages.ts). The server offers no export of orders, so there is no export button.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useObCan();
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const [allocating, setAllocating] = useState<{ refresh: () => void } | null>(null);
  const allocatable = selectedForAllocation(selected.rows, (status) => can('allocate', status));

  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={obOrder}
        renderers={{
          status: (v) => <StatusTag status={Number(v)} />,
          no: (v, row) => <Link to={obScreen.detail(Number(row.id))}>{String(v)}</Link>,
        }}
        actionsWidth={300}
        selectedRowKeys={selected.keys}
        onSelectionChange={(keys, rows) => setSelected({ keys, rows })}
        toolbar={(ctx: ListTableContext) => (
          <Space>
            {can('add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(obScreen.add)}>
                {t('table.add')}
              </Button>
            )}
            {can('allocate') && (
              <Button disabled={!allocatable.length} onClick={() => setAllocating({ refresh: ctx.refresh })}>
                {t('obOrder.allocateSelected', { count: allocatable.length })}
              </Button>
            )}
            <SelectedFlowButtons
              rows={selected.rows}
              onDone={() => {
                ctx.refresh();
                setSelected({ keys: [], rows: [] });
              }}
            />
          </Space>
        )}
        rowActions={(row, ctx) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(obScreen.detail(Number(row.id)))}>
              {t('obOrder.detail')}
            </Button>
            <OrderActions
              link
              withEdit
              order={{ id: Number(row.id), no: String(row.no), status: Number(row.status) }}
              onDone={ctx.refresh}
            />
          </Space>
        )}
      />
      {allocating && (
        <AllocateDialog
          orders={allocatable}
          onClose={() => setAllocating(null)}
          onAllocated={() => {
            allocating.refresh();
            setAllocating(null);
            setSelected({ keys: [], rows: [] });
          }}
        />
      )}
    </div>
  );
}
