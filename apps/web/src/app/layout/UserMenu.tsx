import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { userStore } from '../../shared/session.ts';
import { useStore } from '../../shared/store.ts';
import { withTimeout } from '../withTimeout.ts';

const UserMenuDropdown = lazy(() => withTimeout(import('./UserMenuDropdown.tsx')));

/**
 * The user menu's trigger: avatar and name. Its drop-down (menu, switches, confirmations) loads
 * as the pointer comes near, and opens at once if the trigger was clicked before it had loaded.
 */
export function UserMenu({ compact }: { compact?: boolean }) {
  const user = useStore(userStore);
  const [wanted, setWanted] = useState<'near' | 'open'>();
  const want = (how: 'near' | 'open') => setWanted((was) => (was === 'open' ? was : how));
  const trigger = (
    <Space
      style={{ cursor: 'pointer' }}
      role="button"
      aria-label={user?.name}
      onPointerEnter={wanted ? undefined : () => want('near')}
      onClick={wanted === 'open' ? undefined : () => want('open')}
    >
      <Avatar size="small" icon={<UserOutlined />} />
      {!compact && <span>{user?.name}</span>}
      <DownOutlined style={{ fontSize: 10 }} />
    </Space>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown initialOpen={wanted === 'open'}>{trigger}</UserMenuDropdown>
    </Suspense>
  );
}
