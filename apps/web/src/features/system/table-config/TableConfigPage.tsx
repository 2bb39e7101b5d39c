import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_LISTS, tableList } from '@wms/contract/table-lists';
import { Button, Checkbox, Empty, Flex, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import {
  type ColumnSetting,
  defaultColumnSettings,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  mergeColumnSettings,
  moveColumn,
  updateColumn,
} from '../../../shared/table/columnSettings.ts';
import { fieldLabelText, resourceTitleText } from '../../../shared/table/labels.ts';
import { fetchTableConfig, resetTableConfig, saveTableConfig } from './tableConfigApi.ts';

/**
 * Table configuration (`/system/table`): a list's default columns (order by drag or the arrows,
 * width, visible) that every user's column settings start from. Saved on the server; users see it
 * at their next load, unless they have settings of their own.
 */
export default function TableConfigPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const canEdit = has('system/table/update');
  const client = useQueryClient();
  const [name, setName] = useState<string>();
  const def = name ? tableList(name) : undefined;
  const q = useQuery({ queryKey: ['tableConfig', name], queryFn: () => fetchTableConfig(name!), enabled: !!name });
  const [cols, setCols] = useState<ColumnSetting[]>([]);
  const [dragFrom, setDragFrom] = useState<number>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (def && q.data) setCols(mergeColumnSettings(def, q.data.columns));
  }, [def, q.data]);

  const options = useMemo(
    () =>
      TABLE_LISTS.map((d) => ({ value: d.name, label: `${resourceTitleText(t, d.name)} (${d.name})` })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [t],
  );

  const done = async (message: string) => {
    feedback().message.success(message);
    await client.invalidateQueries({ queryKey: ['tableConfig', name] });
    // This browser's lists pick the new default up at once.
    await client.invalidateQueries({ queryKey: ['tableDefault', name] });
  };
  const save = async () => {
    setSaving(true);
    try {
      const r = await saveTableConfig(
        name!,
        cols.map((c) => ({ name: c.name, visible: c.visible, ...(c.width ? { width: c.width } : {}) })),
      );
      await done(r.message);
    } catch {
      // The request client has shown the error.
    } finally {
      setSaving(false);
    }
  };
  const reset = () =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('tableConfig.resetConfirm'),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      onOk: () =>
        resetTableConfig(name!).then(
          (r) => done(r.message),
          () => undefined,
        ),
    });

  return (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{t('tableConfig.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 360 }}
          placeholder={t('tableConfig.pick')}
          aria-label={t('tableConfig.pick')}
          options={options}
          value={name}
          onChange={setName}
        />
        {q.data && (q.data.columns ? <Tag color="blue">{t('tableConfig.custom')}</Tag> : <Tag>{t('tableConfig.builtIn')}</Tag>)}
      </Space>
      {!def ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tableConfig.pick')} />
      ) : (
        <>
          <Flex gap={8} style={{ padding: '0 4px 8px', fontWeight: 600 }}>
            <span style={{ flex: 1 }}>{t('table.columns.column')}</span>
            <span style={{ width: 110 }}>{t('table.columns.width')}</span>
            <span style={{ width: 64 }} />
          </Flex>
          {cols.map((col, i) => (
            <Flex
              key={col.name}
              data-testid={`default-column-${col.name}`}
              gap={8}
              align="center"
              draggable={canEdit}
              onDragStart={() => setDragFrom(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragFrom !== undefined) setCols(moveColumn(cols, dragFrom, i));
                setDragFrom(undefined);
              }}
              style={{ padding: 4, borderBottom: '1px solid rgba(5,5,5,0.06)' }}
            >
              <HolderOutlined style={{ cursor: canEdit ? 'grab' : undefined }} />
              <Checkbox
                style={{ flex: 1 }}
                checked={col.visible}
                disabled={!canEdit}
                onChange={(e) => setCols(updateColumn(cols, col.name, { visible: e.target.checked }))}
              >
                {fieldLabelText(t, def.name, col.name)}
              </Checkbox>
              <InputNumber
                size="small"
                style={{ width: 110 }}
                min={MIN_COLUMN_WIDTH}
                max={MAX_COLUMN_WIDTH}
                disabled={!canEdit}
                aria-label={`${t('table.columns.width')} ${col.name}`}
                placeholder={t('table.columns.widthAuto')}
                value={col.width ?? null}
                onChange={(w) => setCols(updateColumn(cols, col.name, { width: w ?? undefined }))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={`${t('table.columns.moveUp')} ${col.name}`}
                disabled={!canEdit || i === 0}
                onClick={() => setCols(moveColumn(cols, i, i - 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={`${t('table.columns.moveDown')} ${col.name}`}
                disabled={!canEdit || i === cols.length - 1}
                onClick={() => setCols(moveColumn(cols, i, i + 1))}
              />
            </Flex>
          ))}
          {canEdit && (
            <Space style={{ marginTop: 12 }}>
              <Button type="primary" loading={saving} onClick={() => void save()}>
                {t('tableConfig.save')}
              </Button>
              <Button onClick={() => setCols(defaultColumnSettings(def))}>{t('tableConfig.fromDefinition')}</Button>
              <Button danger disabled={!q.data?.columns} onClick={reset}>
                {t('tableConfig.reset')}
              </Button>
            </Space>
          )}
        </>
      )}
    </div>
  );
}
