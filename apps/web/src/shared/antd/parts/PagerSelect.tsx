import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type Select from 'antd/es/select';
import type { SelectProps } from 'antd/es/select';
import { type CSSProperties, Suspense, useState } from 'react';
import { preloadable } from '../../lazy/preloadable.ts';

// Preloadable: loaded under the pointer, it opens on the click without suspending (preloadable.ts).
const { Component: RealSelect, preload: load } = preloadable(() => import('antd/es/select'));

type Props = SelectProps & { 'aria-label'?: string };

/**
 * The pager's page-size select. antd's Select (with its option list, virtual scrolling and search)
 * is the heaviest part of a list screen that nobody touches on most visits, so the pager draws a
 * closed select of the same look. Its code loads as the pointer comes over it; a click puts it in
 * place, open, and taking focus from the keyboard puts it in place, focused. Not earlier: redrawn
 * between press and release, the select would take the release for a click elsewhere and close.
 * build/antdParts.ts gives antd's Pagination this module for `../select`.
 */
function PagerSelect(props: Props) {
  const [wanted, setWanted] = useState<'focus' | 'open'>();
  const closed = <ClosedSelect {...props} onWant={(how) => setWanted((was) => was ?? how)} />;
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      <RealSelect {...props} defaultOpen={wanted === 'open'} autoFocus />
    </Suspense>
  );
}

export default PagerSelect as unknown as typeof Select;

/** antd's small outlined Select, closed: same box, text and arrow, drawn from the theme's tokens. */
function ClosedSelect({
  className,
  value,
  options,
  disabled,
  'aria-label': ariaLabel,
  onWant,
}: Props & { onWant: (how: 'focus' | 'open') => void }) {
  const { token } = theme.useToken();
  // antd's outlined select takes the primary hover colour under the pointer.
  const [hovered, setHovered] = useState(false);
  const label = options?.find((o) => o.value === value)?.label ?? value;
  const box: CSSProperties = {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: token.controlHeightSM,
    padding: `0 ${token.paddingXS - token.lineWidth}px`,
    border: `${token.lineWidth}px ${token.lineType} ${hovered && !disabled ? token.colorPrimaryHover : token.colorBorder}`,
    borderRadius: token.borderRadiusSM,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    fontSize: token.fontSize,
    lineHeight: `${token.controlHeightSM - 2 * token.lineWidth}px`,
    cursor: disabled ? 'not-allowed' : 'text',
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard focus puts the real select in place, which takes the keys.
    <div
      className={className}
      style={box}
      role="combobox"
      aria-label={ariaLabel}
      aria-expanded={false}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      title={typeof label === 'string' ? label : undefined}
      onPointerEnter={() => {
        setHovered(true);
        if (!disabled) void load();
      }}
      onPointerLeave={() => setHovered(false)}
      // From the keyboard only: a mouse press focuses it too, and must not redraw it mid-press.
      onFocus={(e) => {
        if (!disabled && e.currentTarget.matches(':focus-visible')) onWant('focus');
      }}
      onClick={disabled ? undefined : () => onWant('open')}
    >
      <span style={{ flex: 'auto', marginInlineEnd: 6, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        {label}
      </span>
      <DownOutlined style={{ fontSize: token.fontSizeIcon, color: token.colorTextQuaternary }} />
    </div>
  );
}
