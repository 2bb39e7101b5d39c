import type { DropdownProps } from 'antd';
import { cloneElement, lazy, type MouseEvent, type PointerEvent, type ReactElement, Suspense, useState } from 'react';
import { withTimeout } from '../../app/withTimeout.ts';

const Dropdown = lazy(() => withTimeout(import('antd/es/dropdown')));

type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
};

/**
 * antd's Dropdown opened by a click, whose code loads as the pointer comes over its trigger, the
 * menu opening at once if the trigger was clicked before it had loaded.
 */
export function LazyDropdown({ children, ...props }: Omit<DropdownProps, 'trigger'> & { children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState<'near' | 'open'>();
  const [open, setOpen] = useState(false);
  if (!wanted) {
    return cloneElement(children, {
      onPointerEnter: (e: PointerEvent<HTMLElement>) => {
        children.props.onPointerEnter?.(e);
        setWanted('near');
      },
      onClick: (e: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(e);
        setWanted('open');
        setOpen(true);
      },
    });
  }
  const opening = cloneElement(children, {
    onClick: (e: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(e);
      setOpen(true);
    },
  });
  return (
    <Suspense fallback={opening}>
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
