import { Form, type FormInstance, type FormItemProps, type FormProps, type FormRule as Rule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { testExpr } from './expr.ts';

export interface DynamicFormItem {
  name: string;
  label?: ReactNode;
  /** The control, e.g. `<Input/>`; Form.Item wires value and onChange into it. */
  control: ReactNode;
  required?: boolean;
  /** An expression over the form values (see expr.ts) that makes the item required, e.g. `type == 'store'`. */
  requiredWhen?: string;
  /** An expression over the form values that hides the item; a hidden item is neither validated nor submitted. */
  hiddenWhen?: string;
  /** Text of the required message; defaults to "please enter <label>". */
  requiredMessage?: string;
  rules?: Rule[];
  /** Other Form.Item props: valuePropName, getValueProps, normalize, tooltip, extra... */
  itemProps?: Omit<FormItemProps, 'name' | 'label' | 'rules' | 'required' | 'hidden' | 'children'>;
}

export interface DynamicFormProps<V> extends Omit<FormProps<V>, 'children'> {
  items: readonly DynamicFormItem[];
  /** Rendered after the items, e.g. submit buttons. */
  footer?: ReactNode;
}

function FieldItem({ item, required }: { item: DynamicFormItem; required: boolean }) {
  const { t } = useTranslation();
  const text = typeof item.label === 'string' ? item.label : item.name;
  const rules: Rule[] = [
    ...(required ? [{ required: true, message: item.requiredMessage ?? t('table.form.required', { label: text }) }] : []),
    ...(item.rules ?? []),
  ];
  return (
    <Form.Item {...item.itemProps} name={item.name} label={item.label} rules={rules} required={required}>
      {item.control}
    </Form.Item>
  );
}

/** Items with expressions re-evaluate on every change of the form values. */
function ConditionalItem({ item }: { item: DynamicFormItem }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form: FormInstance) => {
        const values = form.getFieldsValue(true) as Record<string, unknown>;
        if (item.hiddenWhen && testExpr(item.hiddenWhen, values)) return null;
        const required = !!item.required || (!!item.requiredWhen && testExpr(item.requiredWhen, values));
        return <FieldItem item={item} required={required} />;
      }}
    </Form.Item>
  );
}

/** A form built from item descriptions, whose items can be hidden or made required by expressions over its values (spec §5). */
export function DynamicForm<V = Record<string, unknown>>({ items, footer, ...formProps }: DynamicFormProps<V>) {
  return (
    <Form<V> layout="vertical" {...formProps}>
      {items.map((item) =>
        item.hiddenWhen || item.requiredWhen ? (
          <ConditionalItem key={item.name} item={item} />
        ) : (
          <FieldItem key={item.name} item={item} required={!!item.required} />
        ),
      )}
      {footer}
    </Form>
  );
}
