import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { AppBridge } from '../shared/feedback/AppBridge.tsx';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { useStore } from '../shared/store.ts';
import { GlobalErrorBoundary } from './ErrorBoundary.tsx';
import { useReducedMotion } from './reducedMotion.ts';
import { settingsStore } from './settings.ts';

/**
 * Where pop-ups appear: toasts in the middle of the header, where nothing can be clicked (below it
 * they covered the list toolbar's import, export and template buttons), notifications at the
 * bottom centre, over table cells rather than the pager or row actions (at the top right they covered the user menu, the language button and the list's
 * filter and column buttons).
 */
export const MESSAGE_TOP = 8;
export const NOTIFICATION_PLACEMENT = 'bottom' as const;

/**
 * antd theme and locale follow the layout settings and the language, and its motion the system's
 * reduced-motion setting; themed feedback APIs; the error boundary. TanStack Query is provided by
 * the guarded console (GuardedPage).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { theme: mode } = useStore(settingsStore);
  const still = useReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...(still ? { token: { motion: false } } : {}),
      }}
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
