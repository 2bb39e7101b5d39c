import { perm } from '@wms/contract/permissions';
import { warehouse } from '@wms/contract/resources/warehouse';
import { Button, Space, Tag } from 'antd';
import { api } from '../../../shared/api/request.ts';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { ResourceOverride } from './types.ts';

const isDefault = (row: Record<string, unknown>) => row.dflt === true || row.dflt === 1;

/** Warehouse: one warehouse is the default; it is tagged in the list and any other can be made the default. */
export const warehouseOverride: ResourceOverride = {
  useOverride() {
    const { t } = useTranslation();
    const { has } = usePermission();
    const canUpdate = has(perm(warehouse.area, warehouse.key, 'update'));
    return {
      renderers: {
        name: (value, row) => (
          <Space size={4}>
            <span>{value == null ? '' : String(value)}</span>
            {isDefault(row) && <Tag color="blue">{t('table.warehouse.default')}</Tag>}
          </Space>
        ),
      },
      rowActions: (row, ctx) =>
        canUpdate && !isDefault(row) ? (
          <Button
            type="link"
            size="small"
            onClick={() =>
              api
                .post<{ message?: string }>(`${warehouse.path}/~default/set`, { id: row.id })
                .then((reply) => {
                  feedback().message.success(reply?.message || t('table.done'));
                  ctx.refresh();
                })
                // The request client has already shown the failure.
                .catch(() => {})
            }
          >
            {t('table.warehouse.setDefault')}
          </Button>
        ) : null,
    };
  },
};
