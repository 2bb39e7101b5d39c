import { Flex, theme } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/**
 * Logo and application name at the top of the side menu. The name is drawn as antd's
 * `Typography.Text strong ellipsis` draws it, without Typography (its copy, edit and measured
 * ellipsis are on no other part of a list screen).
 */
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
        <span
          title={t('app.name')}
          style={{
            color: token.colorText,
            maxWidth: '100%',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            wordBreak: 'break-word',
          }}
        >
          <strong style={{ fontWeight: token.fontWeightStrong }}>{t('app.name')}</strong>
        </span>
      )}
    </Flex>
  );
}
