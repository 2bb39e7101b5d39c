import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@wms/contract/resource';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { Input, Popover, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useFieldLabel } from '../table/labels.ts';
import { fetchSelectPage, nameFieldOf, rowLabel, SELECT_PAGE_SIZE, type SelectRow } from './selectApi.ts';
import { useDebounced } from './useDebounced.ts';

/** Spec §9: the table-select popup is 400 wide with a 245 high table. */
export const TABLE_SELECT_WIDTH = 400;
export const TABLE_SELECT_HEIGHT = 245;

export interface TableSelectProps {
  /** The resource searched, by registry name or definition. */
  resource: string | ResourceDef;
  /** The selected row's id. */
  value?: number | null;
  onChange?: (id: number | null, row?: SelectRow) => void;
  /** Label of the current value when the caller knows it (e.g. `warehouseLabel` of the row being edited). */
  label?: string | null;
  /** Columns of the popup table; defaults to the code and label fields. */
  columns?: string[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  /** Its name for a screen reader where no label element names it (a table cell). */
  ariaLabel?: string;
  status?: 'error' | 'warning';
  /** Only rows of this warehouse (an order's SKUs and locations); none offered until it is known. */
  warehouse?: number | null;
}

/** An input that opens a searchable, paged table of a resource (`GET <path>/_select`); the value is the row id. */
export function TableSelect({
  resource,
  value,
  onChange,
  label,
  columns,
  placeholder,
  disabled,
  allowClear = true,
  id,
  ariaLabel,
  status,
  warehouse,
}: TableSelectProps) {
  const { t } = useTranslation();
  const def = typeof resource === 'string' ? RESOURCE_BY_NAME.get(resource) : resource;
  const labelOfField = useFieldLabel(def?.name ?? '');
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  const search = useDebounced(keyword.trim());

  const query = useQuery({
    queryKey: ['tableSelect', def?.path, page, search, warehouse],
    queryFn: () => fetchSelectPage(def!.path, page, search, SELECT_PAGE_SIZE, warehouse),
    enabled: open && !!def && warehouse !== null,
    placeholderData: keepPreviousData,
  });

  const shown = value == null ? '' : picked?.id === value ? picked.label : (label ?? String(value));
  const nameField = nameFieldOf(def);
  const names = columns ?? [...new Set([def?.codeField ?? 'code', def?.labelField ?? 'name', ...(nameField ? [nameField] : [])])];

  const choose = (row: SelectRow) => {
    setPicked({ id: row.id, label: rowLabel(row, def?.labelField) });
    onChange?.(row.id, row);
    setOpen(false);
  };

  const clear = (e: React.MouseEvent) => {
    // The clear icon sits inside the trigger: without this the popover would open too.
    e.stopPropagation();
    setPicked(undefined);
    onChange?.(null);
  };

  const content = (
    <div style={{ width: TABLE_SELECT_WIDTH }}>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('table.select.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table<SelectRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.rows ?? []}
        columns={names.map((n) => ({ key: n, dataIndex: n, title: labelOfField(n), ellipsis: true }))}
        scroll={{ y: TABLE_SELECT_HEIGHT }}
        rowClassName={(row) => (row.id === value ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => choose(row), style: { cursor: 'pointer' } })}
        pagination={{
          size: 'small',
          simple: true,
          current: page,
          pageSize: SELECT_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
        }}
      />
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open && !disabled}
      onOpenChange={(next) => setOpen(next && !disabled)}
      content={content}
      arrow={false}
      destroyOnHidden
    >
      <Input
        id={id}
        aria-label={ariaLabel}
        readOnly
        disabled={disabled}
        status={status}
        value={shown}
        placeholder={placeholder ?? t('table.select.placeholder')}
        style={{ cursor: disabled ? undefined : 'pointer' }}
        suffix={
          allowClear && value != null && !disabled ? (
            <CloseCircleFilled aria-label="clear" onClick={clear} style={{ color: 'rgba(0,0,0,.25)' }} />
          ) : (
            <DownOutlined style={{ color: 'rgba(0,0,0,.25)' }} />
          )
        }
      />
    </Popover>
  );
}
