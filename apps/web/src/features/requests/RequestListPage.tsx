import { PlusOutlined } from '@ant-design/icons';
import { REQ_STATUS_CODES, reqStatusLabel } from '@wms/contract/request/status';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import { ExportButton } from '../../shared/table/ExportButton.tsx';
import { ListTable, type ListTableContext } from '../../shared/table/ListTable.tsx';
import { labelLang } from '../../shared/table/labels.ts';
import { reqApi } from './api.ts';
import { type ReqKindDef, reqScreen } from './kinds.ts';
import { RequestActions } from './RequestActions.tsx';
import { ReqStatusTag } from './StatusTag.tsx';
import { useReqCan } from './useReqCan.ts';

/**
 * A kind's request orders (menu `inbound/transit`, `outbound/mr`): the generic list with its filters
 * (status, customer, dates…), export of the list as shown, and each order's actions its status
 * allows. Adding, editing and the detail are screens of their own (app/subpages.ts).
 */
export function RequestListPage({ kind }: { kind: ReqKindDef }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = useReqCan(kind);
  const api = useMemo(() => reqApi(kind), [kind]);
  const screen = reqScreen(kind);
  const lang = labelLang(i18n.language);
  // The filter drawer offers the eleven statuses by name.
  const filterOptions = useMemo(
    () => ({ status: REQ_STATUS_CODES.map((s) => ({ value: s, label: reqStatusLabel(s, lang) })) }),
    [lang],
  );
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={kind.order}
        filterOptions={filterOptions}
        renderers={{
          status: (v) => <ReqStatusTag status={Number(v)} />,
          no: (v, row) => <Link to={screen.detail(Number(row.id))}>{String(v)}</Link>,
        }}
        actionsWidth={360}
        toolbar={(ctx: ListTableContext) => (
          <Space>
            {can('add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(screen.add)}>
                {t('table.add')}
              </Button>
            )}
            <ExportButton path={kind.path} ctx={ctx} permission={`${kind.permission}/export`} />
          </Space>
        )}
        rowActions={(row, ctx) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(screen.detail(Number(row.id)))}>
              {t(`${kind.text}.detail`)}
            </Button>
            <RequestActions
              link
              kind={kind}
              api={api}
              order={{ id: Number(row.id), no: String(row.no), status: Number(row.status) }}
              onDone={ctx.refresh}
            />
          </Space>
        )}
      />
    </div>
  );
}
