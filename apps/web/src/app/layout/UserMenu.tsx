import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Space } from 'antd';
import { Suspense, useState } from 'react';
import { preloadable } from '../../shared/lazy/preloadable.ts';
import { withTimeout } from '../../shared/lazy/withTimeout.ts';
import { userStore } from '../../shared/session.ts';
import { useStore } from '../../shared/store.ts';

// Preloadable: loaded under the pointer, it opens on the click without suspending (preloadable.ts).
const { Component: UserMenuDropdown, preload: load } = preloadable(() => withTimeout(import('./UserMenuDropdown.tsx')));

/**
 * The user menu's trigger: avatar and name. Its drop-down (menu, switches, confirmations) loads
 * as the pointer comes over the name; the first click puts it in place, open. The trigger is
 * redrawn then, after the click: redrawn between press and release it would have lost the click.
 */
export function UserMenu({ compact }: { compact?: boolean }) {
  const user = useStore(userStore);
  const [clicked, setClicked] = useState(false);
  const trigger = (
    <Space
      style={{ cursor: 'pointer' }}
      role="button"
      aria-label={user?.name}
      onPointerEnter={clicked ? undefined : () => void load()}
      onClick={clicked ? undefined : () => setClicked(true)}
    >
      <Avatar size="small" icon={<UserOutlined />} />
      {!compact && <span>{user?.name}</span>}
      <DownOutlined style={{ fontSize: 10 }} />
    </Space>
  );
  if (!clicked) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown>{trigger}</UserMenuDropdown>
    </Suspense>
  );
}
