import { DeleteOutlined } from '@ant-design/icons';
import type { Operator, TFilterItem, TFilterValue } from '@wms/contract/table';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { FilterValueEditor } from './FilterValueEditor.tsx';
import { type FilterField, isFieldDisabled, operatorsFor } from './filterRules.ts';

interface FilterConditionRowProps {
  index: number;
  items: readonly TFilterItem[];
  fields: readonly FilterField[];
  label: (field: string) => string;
  onField: (name: string) => void;
  onOperator: (op: Operator) => void;
  onValue: (value: TFilterValue) => void;
  onRemove: () => void;
}

/** One {field, operator, value} condition of the filter drawer. */
export function FilterConditionRow({
  index,
  items,
  fields,
  label,
  onField,
  onOperator,
  onValue,
  onRemove,
}: FilterConditionRowProps) {
  const { t } = useTranslation();
  const item = items[index];
  const field = fields.find((f) => f.name === item.field);
  return (
    <Flex gap={8} align="center" data-testid={`filter-row-${index}`}>
      <Select
        aria-label={t('table.filter.field')}
        style={{ width: 150, flex: 'none' }}
        value={item.field}
        showSearch={{ optionFilterProp: 'label' }}
        options={fields.map((f) => ({
          value: f.name,
          label: label(f.name),
          disabled: isFieldDisabled(fields, items, index, f.name),
        }))}
        onChange={onField}
      />
      <Select
        aria-label={t('table.filter.operator')}
        style={{ width: 120, flex: 'none' }}
        value={item.operator as Operator}
        options={(field ? operatorsFor(field.type) : []).map((op) => ({ value: op, label: t(`table.filter.op.${op}`) }))}
        onChange={onOperator}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {field && <FilterValueEditor field={field} operator={item.operator} value={item.value} onChange={onValue} />}
      </div>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('table.filter.remove')} onClick={onRemove} />
    </Flex>
  );
}
