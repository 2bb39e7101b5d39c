import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBridge } from '../shared/feedback/AppBridge.tsx';
import { useStore } from '../shared/store.ts';
import { GlobalErrorBoundary } from './ErrorBoundary.tsx';
import { settingsStore } from './settings.ts';

/**
 * Where pop-ups appear: toasts below the header and tags bar (48 + 40 px), notifications at the
 * bottom right. At the top they covered the header's user menu, the language button and the
 * list's filter and column buttons.
 */
export const MESSAGE_TOP = 96;
export const NOTIFICATION_PLACEMENT = 'bottomRight' as const;

/**
 * antd theme and locale follow the layout settings and the language; themed feedback APIs; the
 * error boundary. TanStack Query is provided by the guarded console (GuardedPage).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { theme: mode } = useStore(settingsStore);
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <App style={{ minHeight: '100vh' }} message={{ top: MESSAGE_TOP }} notification={{ placement: NOTIFICATION_PLACEMENT }}>
        <AppBridge />
        <GlobalErrorBoundary title={t('error.page')} reload={t('error.reload')}>
          {children}
        </GlobalErrorBoundary>
      </App>
    </ConfigProvider>
  );
}
