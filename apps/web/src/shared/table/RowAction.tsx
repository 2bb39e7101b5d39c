import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './rowAction.css';

type RowActionProps = ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean; ref?: Ref<HTMLButtonElement> };

/**
 * A row's action (edit, delete, …) drawn as antd's small link button looks, as a plain button: a
 * list draws two or three of them on each of its rows at every page, and antd's Button brings its
 * wave effect, style hooks and contexts to each. Takes a ref and any handler, so a Popconfirm or
 * LazyPopconfirm can wrap it.
 */
export function RowAction({ danger, className, type = 'button', ...rest }: RowActionProps) {
  const cls = `wms-row-action${danger ? ' wms-row-action-danger' : ''}${className ? ` ${className}` : ''}`;
  return <button type={type} className={cls} {...rest} />;
}

/** The row's actions side by side, wrapping when the column is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="wms-row-actions">{children}</span>;
}
