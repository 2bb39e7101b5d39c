import { PlusOutlined } from '@ant-design/icons';
import { ibOrder } from '@wms/contract/inbound/ib-order';
import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { StatusTag } from '../../orders-common/StatusTag.tsx';
import { ibScreen } from './api.ts';
import { OrderActions, useIbCan } from './OrderActions.tsx';

/**
 * Inbound orders (menu `inbound/order`): the list of ibOrder headers with filters and the actions
 * each order's status allows. Adding, editing and the detail are screens of their own (app/subpages.ts).
 * The server offers no export of orders, so there is no export button.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useIbCan();
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={ibOrder}
        renderers={{
          status: (v) => <StatusTag status={Number(v)} />,
          no: (v, row) => <Link to={ibScreen.detail(Number(row.id))}>{String(v)}</Link>,
        }}
        actionsWidth={260}
        toolbar={() =>
          can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ibScreen.add)}>
              {t('table.add')}
            </Button>
          )
        }
        rowActions={(row, ctx) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(ibScreen.detail(Number(row.id)))}>
              {t('ibOrder.detail')}
            </Button>
            <OrderActions
              link
              order={{ id: Number(row.id), no: String(row.no), status: Number(row.status) }}
              onDone={ctx.refresh}
            />
          </Space>
        )}
      />
    </div>
  );
}
