import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ORDER_LINES_MAX } from '@wms/contract/inbound/ib-order';
import type { FieldDef } from '@wms/contract/resource';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { Button, Form, type FormInstance, Input, InputNumber, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ComponentType } from 'react';
import { fieldProblem } from '../../shared/form/formValues.ts';
import { TableSelect } from '../../shared/form/TableSelect.tsx';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { labelLang, useFieldLabel } from '../../shared/table/labels.ts';
import { lineFieldOf, type OrderFormDef } from './orderDef.ts';

/** What a cell's editor gets: Form.Item's id, value and onChange, and where it sits. */
export interface LineCellProps {
  form: FormInstance;
  row: number;
  id?: string;
  /** The cell's name for a screen reader: its column and line (the inputs sit under a column title, not a label). */
  ariaLabel?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The per-area parts of the lines editor. */
export interface LinesEditorOptions {
  /** Fields whose text cell is drawn wide. */
  wide: ReadonlySet<string>;
  /** An area's own editor for a field (inbound's location, limited to the order's warehouse). */
  cells?: Readonly<Record<string, ComponentType<LineCellProps>>>;
  /** Whether a picked reference can be cleared; by default only an optional one. */
  clearable?: (f: FieldDef) => boolean;
}

interface ControlProps extends LineCellProps {
  f: FieldDef;
  options: LinesEditorOptions;
}

/** The editor of one cell, by field kind; Form.Item's id, value and onChange go through to it. */
function LineControl({ f, form, row, options, id, ariaLabel, value, onChange }: ControlProps) {
  const bound = { id, 'aria-label': ariaLabel, value: value as never, onChange: onChange as never };
  // A line's SKU (or location) is one of the header's warehouse: the picker offers no other.
  const warehouse = Form.useWatch('warehouse', form) as number | null | undefined;
  const Own = options.cells?.[f.name];
  if (Own) return <Own form={form} row={row} id={id} ariaLabel={ariaLabel} value={value} onChange={onChange} />;
  if (f.kind === 'ref') {
    const perWarehouse = RESOURCE_BY_NAME.get(f.ref!)?.fields.some((x) => x.name === 'warehouse') ?? false;
    // A reference is picked from its list; the label shows until the list loads.
    const labelField = `${f.name}Label`;
    return (
      <TableSelect
        id={id}
        ariaLabel={ariaLabel}
        resource={f.ref!}
        value={value as number | null}
        label={form.getFieldValue(['items', row, labelField]) as string | null | undefined}
        allowClear={options.clearable ? options.clearable(f) : !f.required}
        warehouse={perWarehouse ? (warehouse ?? null) : undefined}
        onChange={(picked, selected) => {
          // The label first: the table redraws the cell when the value changes.
          form.setFieldValue(['items', row, labelField], selected ? String(selected.label ?? selected.no ?? picked) : null);
          onChange?.(picked);
        }}
      />
    );
  }
  if (f.kind === 'int') return <InputNumber {...bound} precision={0} min={f.min ?? 0} max={f.max} style={{ width: 110 }} />;
  if (f.kind === 'decimal') return <InputNumber {...bound} min={f.min ?? 0} style={{ width: 110 }} />;
  return <Input {...bound} style={{ width: options.wide.has(f.name) ? 200 : 130 }} />;
}

/**
 * An order's lines as an editable table (antd Form.List under `items`): the contract's checks on
 * every cell in the server's words, its required fields required, 1 to ORDER_LINES_MAX lines.
 */
export function LinesEditor({ form, def, options }: { form: FormInstance; def: OrderFormDef; options: LinesEditorOptions }) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel(def.line.name);
  const lang = labelLang(i18n.language);

  const cell = (f: FieldDef, field: FormListFieldData, line: number) => {
    const text = label(f.name);
    const picks = f.kind === 'ref';
    return (
      <Form.Item
        name={[field.name, f.name]}
        style={{ marginBottom: 0 }}
        required={f.required}
        rules={[
          ...(f.required
            ? [{ required: true, message: t(picks ? 'table.form.requiredSelect' : 'table.form.required', { label: text }) }]
            : []),
          {
            validator: async (_: unknown, value: unknown) => {
              const problem = fieldProblem(def.line, f, value, lang);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <LineControl
          f={f}
          form={form}
          row={field.name}
          options={options}
          ariaLabel={t('table.lineCell', { field: text, line })}
        />
      </Form.Item>
    );
  };

  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_, lines?: unknown[]) => {
            if (!lines?.length) throw new Error(t(`${def.text}.linesMin`));
            if (lines.length > ORDER_LINES_MAX) throw new Error(t(`${def.text}.linesMax`, { max: ORDER_LINES_MAX }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            dataSource={fields}
            pagination={false}
            scroll={{ x: 'max-content', y: 480 }}
            columns={[
              { key: 'lineNo', title: '#', width: 48, render: (_, _f, i) => i + 1 },
              ...def.lineColumns.map((name) => {
                const f = lineFieldOf(def, name);
                return {
                  key: name,
                  title: f.required ? <span className="wms-required">{label(name)} *</span> : label(name),
                  render: (_: unknown, field: FormListFieldData, i: number) => cell(f, field, i + 1),
                };
              }),
              {
                key: 'actions',
                title: t('table.actions'),
                fixed: 'right' as const,
                width: 80,
                render: (_: unknown, field: FormListFieldData) => (
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  >
                    {t(`${def.text}.removeLine`)}
                  </Button>
                ),
              },
            ]}
          />
          <Button
            style={{ marginTop: 8 }}
            icon={<PlusOutlined />}
            disabled={fields.length >= ORDER_LINES_MAX}
            onClick={() => add({ ...def.newLine })}
          >
            {t(`${def.text}.addLine`)}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
