import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type Select from 'antd/es/select';
import type { SelectProps } from 'antd/es/select';
import { type CSSProperties, lazy, Suspense, useState } from 'react';

const RealSelect = lazy(() => import('antd/es/select'));

type Props = SelectProps & { 'aria-label'?: string };

/**
 * The pager's page-size select. antd's Select (with its option list, virtual scrolling and search)
 * is the heaviest part of a list screen that nobody touches on most visits, so the pager draws a
 * closed select of the same look, and the real one loads as the pointer comes near or the select
 * takes focus, opening at once if it was clicked meanwhile. build/antdParts.ts gives antd's
 * Pagination this module for `../select`.
 */
function PagerSelect(props: Props) {
  const [wanted, setWanted] = useState<'hover' | 'focus' | 'open'>();
  const closed = <ClosedSelect {...props} onWant={(how) => setWanted((was) => (was === 'open' ? was : how))} />;
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      <RealSelect {...props} defaultOpen={wanted === 'open'} autoFocus={wanted !== 'hover'} />
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
}: Props & { onWant: (how: 'hover' | 'focus' | 'open') => void }) {
  const { token } = theme.useToken();
  const label = options?.find((o) => o.value === value)?.label ?? value;
  const box: CSSProperties = {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: token.controlHeightSM,
    padding: `0 ${token.paddingXS - token.lineWidth}px`,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: token.borderRadiusSM,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    fontSize: token.fontSize,
    lineHeight: `${token.controlHeightSM - 2 * token.lineWidth}px`,
    cursor: disabled ? 'not-allowed' : 'text',
  };
  return (
    <div
      className={className}
      style={box}
      role="combobox"
      aria-label={ariaLabel}
      aria-expanded={false}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      title={typeof label === 'string' ? label : undefined}
      onPointerEnter={disabled ? undefined : () => onWant('hover')}
      onFocus={disabled ? undefined : () => onWant('focus')}
      onPointerDown={disabled ? undefined : () => onWant('open')}
    >
      <span style={{ flex: 'auto', marginInlineEnd: 6, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        {label}
      </span>
      <DownOutlined style={{ fontSize: token.fontSizeIcon, color: token.colorTextQuaternary }} />
    </div>
  );
}
