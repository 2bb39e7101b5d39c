import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import type { TFilterValue } from '@wms/contract/table';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DictSelect } from '../form/DictSelect.tsx';
import { RemoteSelect } from '../form/RemoteSelect.tsx';
import { DATE_FORMAT, DEFAULT_DATE_FORMAT } from '../format.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { CUSTOM_DATE_PRESETS } from './customDate.ts';
import { type FilterField, isArrayValue } from './filterRules.ts';

interface FilterValueEditorProps {
  field: FilterField;
  operator: string;
  value: TFilterValue;
  onChange: (value: TFilterValue) => void;
}

const FULL = { width: '100%' };

function toDay(v: unknown): Dayjs | null {
  if (typeof v !== 'string' || !v) return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
}

function toRange(v: TFilterValue): [Dayjs | null, Dayjs | null] | null {
  return Array.isArray(v) && v.length === 2 ? [toDay(v[0]), toDay(v[1])] : null;
}

/** The value control of a filter condition, by filter type (spec §5). Dates travel as formatted strings. */
export function FilterValueEditor({ field, operator, value, onChange }: FilterValueEditorProps) {
  const { t } = useTranslation();
  const multi = isArrayValue(field.type, operator);
  const placeholder = t('table.filter.value');
  switch (field.type) {
    case 'number':
      return (
        <InputNumber
          style={FULL}
          placeholder={placeholder}
          value={value as number | null}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'select': {
      const mode: 'multiple' | undefined = multi ? 'multiple' : undefined;
      const common = {
        style: FULL,
        mode,
        maxTagCount: 'responsive' as const,
        value: typeof value === 'boolean' ? undefined : value,
        onChange: (v: unknown) => onChange((v ?? (multi ? [] : null)) as TFilterValue),
      };
      if (field.options) {
        return <Select {...common} showSearch={{ optionFilterProp: 'label' }} options={field.options.map((o) => ({ ...o }))} />;
      }
      if (field.enum) return <DictSelect name={field.enum} {...common} />;
      const ref = field.ref ? RESOURCE_BY_NAME.get(field.ref) : undefined;
      if (ref) return <RemoteSelect path={ref.path} labelField={ref.labelField} {...common} />;
      // A plain field filtered as select: the user types the values.
      return <Select {...common} mode={multi ? 'tags' : undefined} open={multi ? false : undefined} tokenSeparators={[',']} />;
    }
    case 'date':
    case 'datetime': {
      const withTime = field.type === 'datetime';
      return (
        <DatePicker
          style={FULL}
          showTime={withTime}
          format={withTime ? DEFAULT_DATE_FORMAT : DATE_FORMAT}
          value={toDay(value)}
          onChange={(d) => onChange(d ? d.format(withTime ? DEFAULT_DATE_FORMAT : DATE_FORMAT) : null)}
        />
      );
    }
    case 'daterange':
    case 'datetimerange': {
      const withTime = field.type === 'datetimerange';
      const fmt = withTime ? DEFAULT_DATE_FORMAT : DATE_FORMAT;
      return (
        <DatePicker.RangePicker
          style={FULL}
          showTime={withTime}
          format={fmt}
          placeholder={[t('table.filter.start'), t('table.filter.end')]}
          value={toRange(value)}
          onChange={(r) => onChange(r?.[0] && r[1] ? [r[0].format(fmt), r[1].format(fmt)] : [])}
        />
      );
    }
    case 'customDate':
      return (
        <Select
          style={FULL}
          placeholder={placeholder}
          value={value ?? undefined}
          options={CUSTOM_DATE_PRESETS.map((p) => ({ value: p, label: t(`table.filter.preset.${p}`) }))}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'switch':
      return <Switch checked={value === 1} onChange={(on) => onChange(on ? 1 : 0)} />;
    case 'tags':
      return (
        <Select
          style={FULL}
          mode="tags"
          open={false}
          placeholder={placeholder}
          tokenSeparators={[',']}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
        />
      );
    default:
      return (
        <Input
          allowClear
          placeholder={placeholder}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
