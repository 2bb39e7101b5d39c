import { Dropdown, type MenuProps } from 'antd';

export interface TagsContextMenuProps {
  /** Where the pointer was, in the window. */
  x: number;
  y: number;
  menu: MenuProps;
  onClose: () => void;
}

/**
 * The tags' context menu, at the pointer: a drop-down held open on a point-sized anchor there.
 * Loaded on the first right-click in the tags bar (TagsBar.tsx).
 */
export default function TagsContextMenu({ x, y, menu, onClose }: TagsContextMenuProps) {
  return (
    <Dropdown
      open
      menu={menu}
      trigger={['contextMenu']}
      placement="bottomLeft"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span style={{ position: 'fixed', left: x, top: y, width: 0, height: 0 }} />
    </Dropdown>
  );
}
