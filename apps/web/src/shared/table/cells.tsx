import type { FieldDef } from '@wms/contract/resource';
import { Space, Tag } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useDict } from '../form/useDict.ts';
import { DATE_FORMAT, formatDate, formatThousands } from '../format.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

// antd Image (its preview viewer) loads with the first picture shown, not with every list.
const Image = lazy(() => import('antd/es/image/index.js'));

export type Row = Record<string, unknown> & { id: number | string };

function EnumCell({ dict, value }: { dict: string; value: unknown }) {
  const { labelOf } = useDict(dict);
  if (value === null || value === undefined || value === '') return null;
  return <Tag>{labelOf(value)}</Tag>;
}

function BoolCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  const on = value === true || value === 1 || value === '1';
  return <Tag color={on ? 'success' : 'default'}>{t(on ? 'table.yes' : 'table.no')}</Tag>;
}

/** A dictionary label lookup shared by a whole list (`useDictLabels`). */
export type DictLabels = (dict: string, value: unknown) => string;

/** The dictionary an enumeration field's labels come from. */
export const dictOf = (field: Pick<FieldDef, 'name' | 'enum'>) => field.enum ?? field.name;

/**
 * How a value of each field kind reads in a list cell (spec §2 list screens, §9 formats). With
 * `labels` an enumeration cell is a plain tag from the list's lookup; without, it reads its
 * dictionary itself.
 */
export function renderCell(
  field: Pick<FieldDef, 'name' | 'kind' | 'enum'>,
  value: unknown,
  row: Row,
  labels?: DictLabels,
): ReactNode {
  switch (field.kind) {
    case 'enum':
      if (!labels) return <EnumCell dict={dictOf(field)} value={value} />;
      return value === null || value === undefined || value === '' ? null : <Tag>{labels(dictOf(field), value)}</Tag>;
    case 'bool':
      return <BoolCell value={value} />;
    case 'ref': {
      // The list reply carries the referenced row's label beside its id.
      const label = row[`${field.name}Label`];
      return label === null || label === undefined ? (value == null ? '' : String(value)) : String(label);
    }
    case 'int':
    case 'decimal':
      return typeof value === 'number' || typeof value === 'string' ? formatThousands(value) : '';
    case 'datetime':
      return formatDate(value as string);
    case 'date':
      return formatDate(value as string, DATE_FORMAT);
    case 'tags':
      return Array.isArray(value) ? (
        <Space size={[0, 4]} wrap>
          {value.map((v) => (
            <Tag key={String(v)}>{String(v)}</Tag>
          ))}
        </Space>
      ) : null;
    case 'image':
      return typeof value === 'string' && value ? (
        <Suspense fallback={<span style={{ display: 'inline-block', width: 32, height: 32 }} />}>
          <Image src={value} width={32} height={32} style={{ objectFit: 'cover' }} />
        </Suspense>
      ) : null;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
