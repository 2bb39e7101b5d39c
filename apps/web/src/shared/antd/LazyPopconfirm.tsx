import type { PopconfirmProps } from 'antd';
import { cloneElement, type MouseEvent, type PointerEvent, type ReactElement, Suspense, useState } from 'react';
import { preloadable } from '../lazy/preloadable.ts';
import { withTimeout } from '../lazy/withTimeout.ts';

// Preloadable: loaded under the pointer, it opens on the click without suspending (preloadable.ts).
const { Component: Popconfirm, preload: load } = preloadable(() => withTimeout(import('antd/es/popconfirm')));

type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
};

/**
 * antd's Popconfirm whose code (its popover, buttons and motion) loads as the pointer comes over
 * the button it guards; the first click puts it in place, open. The button is redrawn then, after
 * the click: redrawn between press and release it would have lost the click. A list's delete
 * buttons are on every row, their confirmation rarely asked for.
 */
export function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: ReactElement<TriggerProps> }) {
  const [clicked, setClicked] = useState(false);
  if (!clicked) {
    return cloneElement(children, {
      onPointerEnter: (e: PointerEvent<HTMLElement>) => {
        children.props.onPointerEnter?.(e);
        if (!props.disabled) void load();
      },
      onClick: (e: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(e);
        if (!props.disabled) setClicked(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Popconfirm {...props} defaultOpen>
        {children}
      </Popconfirm>
    </Suspense>
  );
}
