import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Flex, InputNumber, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { type ColumnSetting, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, moveColumn, type Pin, updateColumn } from './columnSettings.ts';

export interface ColumnSettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  settings: ColumnSetting[];
  label: (field: string) => string;
  onChange: (next: ColumnSetting[]) => void;
  onReset: () => void;
}

const NO_PIN = 'none';

/** Show/hide, order (buttons or drag), width and pinning of a list's columns. */
export function ColumnSettingsDrawer({ open, onClose, settings, label, onChange, onReset }: ColumnSettingsDrawerProps) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number>();
  const pins = [
    { value: NO_PIN, label: t('table.columns.pinNone') },
    { value: 'left', label: t('table.columns.pinLeft') },
    { value: 'right', label: t('table.columns.pinRight') },
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={t('table.columns.title')}
      extra={<Button onClick={onReset}>{t('table.columns.reset')}</Button>}
    >
      <Flex gap={8} style={{ padding: '0 4px 8px', fontWeight: 600 }}>
        <span style={{ flex: 1 }}>{t('table.columns.column')}</span>
        <span style={{ width: 96 }}>{t('table.columns.width')}</span>
        <span style={{ width: 96 }}>{t('table.columns.pin')}</span>
        <span style={{ width: 64 }} />
      </Flex>
      {settings.map((col, i) => (
        <Flex
          key={col.name}
          data-testid={`column-${col.name}`}
          gap={8}
          align="center"
          draggable
          onDragStart={() => setDragFrom(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragFrom !== undefined) onChange(moveColumn(settings, dragFrom, i));
            setDragFrom(undefined);
          }}
          style={{ padding: 4, borderBottom: '1px solid rgba(5,5,5,0.06)' }}
        >
          <Tooltip title={t('table.columns.drag')}>
            <HolderOutlined style={{ cursor: 'grab' }} />
          </Tooltip>
          <Checkbox
            style={{ flex: 1 }}
            checked={col.visible}
            onChange={(e) => onChange(updateColumn(settings, col.name, { visible: e.target.checked }))}
          >
            <Typography.Text ellipsis>{label(col.name)}</Typography.Text>
          </Checkbox>
          <InputNumber
            size="small"
            style={{ width: 96 }}
            min={MIN_COLUMN_WIDTH}
            max={MAX_COLUMN_WIDTH}
            placeholder={t('table.columns.widthAuto')}
            value={col.width ?? null}
            onChange={(w) => onChange(updateColumn(settings, col.name, { width: w ?? undefined }))}
          />
          <Select
            size="small"
            style={{ width: 96 }}
            value={col.fixed ?? NO_PIN}
            options={pins}
            onChange={(v: string) => onChange(updateColumn(settings, col.name, { fixed: v === NO_PIN ? undefined : (v as Pin) }))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('table.columns.moveUp')}
            disabled={i === 0}
            onClick={() => onChange(moveColumn(settings, i, i - 1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('table.columns.moveDown')}
            disabled={i === settings.length - 1}
            onClick={() => onChange(moveColumn(settings, i, i + 1))}
          />
        </Flex>
      ))}
    </Drawer>
  );
}
