import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from './Brand.tsx';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  width: number;
  /** The side menu. */
  children: ReactNode;
}

/** The side menu in a drawer, on narrow screens; loaded the first time it opens (MainLayout). */
export default function MobileMenu({ open, onClose, width, children }: MobileMenuProps) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={width}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0 } }}
      title={<Brand collapsed={false} />}
    >
      {children}
    </Drawer>
  );
}
