import type { DropdownProps } from 'antd';
import { cloneElement, type MouseEvent, type PointerEvent, type ReactElement, Suspense, useState } from 'react';
import { preloadable } from '../lazy/preloadable.ts';
import { withTimeout } from '../lazy/withTimeout.ts';

// Preloadable: loaded under the pointer, it opens on the click without suspending (preloadable.ts).
const { Component: Dropdown, preload: load } = preloadable(() => withTimeout(import('antd/es/dropdown')));

type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
};

/**
 * antd's Dropdown opened by a click, whose code loads as the pointer comes over its trigger; the
 * first click puts it in place, open. The trigger is redrawn then, after the click: redrawn between
 * press and release it would have lost the click.
 */
export function LazyDropdown({ children, ...props }: Omit<DropdownProps, 'trigger'> & { children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState<boolean>();
  if (open === undefined) {
    return cloneElement(children, {
      onPointerEnter: (e: PointerEvent<HTMLElement>) => {
        children.props.onPointerEnter?.(e);
        void load();
      },
      onClick: (e: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(e);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown
        {...props}
        trigger={['click']}
        open={open}
        onOpenChange={(next, info) => {
          setOpen(next);
          props.onOpenChange?.(next, info);
        }}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
