import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps, Space, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/request.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { currentLang, isLang, LANGS, setLang } from '../../shared/i18n/lang.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { settingsStore, updateSettings } from '../../shared/settings.ts';
import { useStore } from '../../shared/store.ts';
import { clearLocalCache } from './clearCache.ts';

/**
 * The user menu's drop-down (spec §1): profile, clear cache, night mode, language, tags bar,
 * logout. Put in place, open, by the first click on the user menu (UserMenu.tsx).
 */
export default function UserMenuDropdown({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useStore(settingsStore);
  const dark = settings.theme === 'dark';

  const clearCache = () =>
    feedback().modal.confirm({
      title: t('menu.clearCache'),
      content: t('menu.clearCacheConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        clearLocalCache();
        queryClient.clear();
        window.location.reload();
      },
    });

  const logout = () =>
    feedback().modal.confirm({
      title: t('menu.logout'),
      content: t('menu.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // Revoke server-side; leaving for /login clears the client whatever the reply.
        await api.post('/system/user/_account/logout', undefined, { silent: true }).catch(() => undefined);
        await navigate('/login');
      },
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('menu.profile') },
    { type: 'divider' },
    {
      key: 'night',
      label: (
        <Space>
          {t('menu.nightMode')}
          <Switch size="small" checked={dark} />
        </Space>
      ),
    },
    {
      key: 'tags',
      label: (
        <Space>
          {t('menu.tags')}
          <Switch size="small" checked={settings.layoutTags} />
        </Space>
      ),
    },
    {
      key: 'lang',
      label: t('menu.language'),
      children: LANGS.map((l) => ({ key: `lang:${l}`, label: t(`lang.${l}`) })),
    },
    { key: 'clearCache', label: t('menu.clearCache') },
    { type: 'divider' },
    { key: 'logout', danger: true, label: t('menu.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    else if (key === 'night') updateSettings({ theme: dark ? 'light' : 'dark' });
    else if (key === 'tags') updateSettings({ layoutTags: !settings.layoutTags });
    else if (key === 'clearCache') clearCache();
    else if (key === 'logout') logout();
    else if (key.startsWith('lang:')) {
      const lang = key.slice(5);
      if (isLang(lang)) {
        // Server replies (messages, dictionary labels) are in the caller's language: fetch them again.
        void setLang(lang).then(() => queryClient.invalidateQueries());
      }
    }
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [`lang:${currentLang()}`] }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      {children}
    </Dropdown>
  );
}
