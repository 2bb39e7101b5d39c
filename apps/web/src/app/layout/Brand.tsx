import { Flex, Typography, theme } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/** Logo and application name at the top of the side menu. */
export function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify={collapsed ? 'center' : 'flex-start'}
      gap={8}
      style={{ height: 48, padding: collapsed ? 0 : '0 16px' }}
    >
      <img src="/favicon.svg" alt="" width={24} height={24} />
      {!collapsed && (
        <Typography.Text strong ellipsis style={{ color: token.colorText }} title={t('app.name')}>
          {t('app.name')}
        </Typography.Text>
      )}
    </Flex>
  );
}
