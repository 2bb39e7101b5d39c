import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { FeedbackSlot } from '../shared/feedback/FeedbackSlot.tsx';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { settingsStore } from '../shared/settings.ts';
import { useStore } from '../shared/store.ts';
import { GlobalErrorBoundary } from './ErrorBoundary.tsx';
import { useReducedMotion } from './reducedMotion.ts';

/**
 * antd theme and locale follow the layout settings and the language, and its motion the system's
 * reduced-motion setting; the themed feedback, loaded on first use; the error boundary. TanStack Query is provided by
 * the guarded console (GuardedPage).
 */
/**
 * antd's blue (#1677ff) on white is 4.1:1, under WCAG AA's 4.5:1 for text (links, primary buttons, the
 * active tab); one step darker of the same blue is 6.2:1 (docs/decisions/console-ui.md, "Accessibility").
 */
const LIGHT_CONTRAST = { colorPrimary: '#0958d9', colorLink: '#0958d9' };

export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { theme: mode } = useStore(settingsStore);
  const still = useReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{
        // Component styles come from antd's static sheet (main.tsx) instead of being generated and
        // injected as each component first draws (~250 kB of CSS over ~40 style tags on a list screen);
        // the theme still reaches them through its CSS variables, so night mode and motion follow.
        zeroRuntime: true,
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...(mode === 'dark' ? {} : LIGHT_CONTRAST), ...(still ? { motion: false } : {}) },
        // The breadcrumb's grey (colorTextDescription, 0.45) is 4.0:1 on the header; the secondary text grey is 0.65.
        components: { Breadcrumb: { itemColor: mode === 'dark' ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)' } },
      }}
    >
      <AppRoot>
        <FeedbackSlot />
        <GlobalErrorBoundary title={t('error.page')} reload={t('error.reload')}>
          {children}
        </GlobalErrorBoundary>
      </AppRoot>
    </ConfigProvider>
  );
}

/** The page's text as antd's App sets it (colour, font, size, line height), without its feedback code (see feedback.ts). */
function AppRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
