import type { ReactNode } from 'react';
import './kitStyle.ts';

export interface BigButtonProps {
  onClick: () => void;
  tone?: 'primary' | 'danger' | 'plain';
  disabled?: boolean;
  children: ReactNode;
}

/** A full-width button, 56 px high: the one action of a step, pressed with a gloved thumb. */
export function BigButton({ onClick, tone = 'primary', disabled = false, children }: BigButtonProps) {
  return (
    <button type="button" className="floor-big-button" data-tone={tone} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
