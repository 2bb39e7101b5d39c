import type { PopconfirmProps } from 'antd';
import { cloneElement, lazy, type MouseEvent, type PointerEvent, type ReactElement, Suspense, useState } from 'react';
import { withTimeout } from '../../app/withTimeout.ts';

const Popconfirm = lazy(() => withTimeout(import('antd/es/popconfirm')));

type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
};

/**
 * antd's Popconfirm whose code (its popover, buttons and motion) loads as the pointer comes over
 * the button it guards, opening at once if the button was clicked before it had loaded. A list's
 * delete buttons are on every row, their confirmation rarely asked for.
 */
export function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState<'near' | 'open'>();
  if (!wanted) {
    const trigger = cloneElement(children, {
      onPointerEnter: (e: PointerEvent<HTMLElement>) => {
        children.props.onPointerEnter?.(e);
        if (!props.disabled) setWanted('near');
      },
      onClick: (e: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(e);
        if (!props.disabled) setWanted('open');
      },
    });
    return trigger;
  }
  const opening = cloneElement(children, {
    onClick: (e: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(e);
      setWanted('open');
    },
  });
  return (
    <Suspense fallback={opening}>
      <Popconfirm {...props} defaultOpen={wanted === 'open'}>
        {children}
      </Popconfirm>
    </Suspense>
  );
}
