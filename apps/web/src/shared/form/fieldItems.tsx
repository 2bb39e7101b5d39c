import type { LabelLang } from '@wms/contract/locales/index';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DEFAULT_DATE_FORMAT } from '../format.ts';
import type { TFunction } from '../i18n/i18n.ts';
import { DictSelect } from './DictSelect.tsx';
import type { DynamicFormItem } from './DynamicForm.tsx';
import { editableFields, fieldLimits, fieldProblem } from './formValues.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { TableSelect } from './TableSelect.tsx';

const FULL = { width: '100%' };

const dateProps = (withTime: boolean) => ({
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  // Dates go to the server as the contract's YYYY-MM-DD; date-times as ISO instants, so the server's time zone does not matter.
  normalize: (d: dayjs.Dayjs | null) => (d ? (withTime ? d.toISOString() : d.format(DATE_FORMAT)) : null),
});

/**
 * A text field shows its limit as a counter and never cuts what was typed (no maxLength): a longer
 * value is marked and refused with the field's message on save, so nothing is lost silently.
 */
function counter(def: ResourceDef, f: FieldDef) {
  const max = fieldLimits(def, f).maxLength ?? f.max;
  return max ? { show: true, max } : undefined;
}

function control(def: ResourceDef, f: FieldDef, row: Record<string, unknown> | null | undefined) {
  switch (f.kind) {
    case 'text':
      return <Input.TextArea rows={3} count={counter(def, f)} />;
    case 'int':
      return <InputNumber style={FULL} precision={0} min={f.min ?? 0} max={f.max} />;
    case 'decimal':
      return <InputNumber style={FULL} min={f.min ?? 0} max={f.max} />;
    case 'bool':
      return <Switch />;
    case 'date':
      return <DatePicker style={FULL} format={DATE_FORMAT} />;
    case 'datetime':
      return <DatePicker style={FULL} showTime format={DEFAULT_DATE_FORMAT} />;
    case 'enum':
      return <DictSelect name={f.enum ?? f.name} />;
    case 'ref':
      return <TableSelect resource={f.ref ?? ''} label={(row?.[`${f.name}Label`] as string | undefined) ?? null} />;
    case 'tags':
      return <Select mode="tags" open={false} tokenSeparators={[',']} />;
    case 'image':
      return <ImageUpload maxCount={1} />;
    default:
      return <Input count={counter(def, f)} />;
  }
}

function itemProps(f: FieldDef): DynamicFormItem['itemProps'] {
  if (f.kind === 'bool') return { valuePropName: 'checked' };
  if (f.kind === 'date') return dateProps(false);
  if (f.kind === 'datetime') return dateProps(true);
  return undefined;
}

/**
 * The add/edit form of a resource, generated from its definition: required rules and editors by
 * field kind, and every other check the server makes, with the server's words (contract validation-messages).
 */
export function fieldItems(
  def: ResourceDef,
  t: TFunction,
  label: (field: string) => string,
  row?: Record<string, unknown> | null,
  lang: LabelLang = 'zh',
): DynamicFormItem[] {
  return editableFields(def).map((f) => {
    const text = label(f.name);
    const picks = f.kind === 'enum' || f.kind === 'ref' || f.kind === 'date' || f.kind === 'datetime';
    return {
      name: f.name,
      label: text,
      control: control(def, f, row),
      required: f.required === true && f.kind !== 'bool',
      requiredMessage: t(picks ? 'table.form.requiredSelect' : 'table.form.required', { label: text }),
      rules: [
        {
          validator: async (_: unknown, value: unknown) => {
            const problem = fieldProblem(def, f, value, lang);
            if (problem) throw new Error(problem);
          },
        },
      ],
      itemProps: itemProps(f),
    };
  });
}
