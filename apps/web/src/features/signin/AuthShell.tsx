import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useDocumentTitle } from '../../shared/page/useDocumentTitle.ts';
import { LangSwitch } from './LangSwitch.tsx';

/**
 * The frame of the public sign-in pages (login, register, reset password). Plain elements
 * styled by theme tokens instead of Card/Typography: /login is the first page most users load.
 */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <div style={{ position: 'fixed', top: 12, right: 16 }}>
        <LangSwitch />
      </div>
      <h1 style={{ margin: '0 0 4px', fontSize: token.fontSizeHeading3, color: token.colorTextHeading, textAlign: 'center' }}>
        {t('app.name')}
      </h1>
      <p style={{ margin: '0 0 24px', color: token.colorTextSecondary, textAlign: 'center' }}>{t('login.slogan')}</p>
      <main
        style={{
          width: '100%',
          maxWidth: 420,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h2 style={{ margin: '0 0 16px', fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>{title}</h2>
        {children}
      </main>
    </Flex>
  );
}
