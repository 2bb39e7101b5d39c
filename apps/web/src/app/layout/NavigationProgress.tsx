import { theme } from 'antd';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/**
 * A thin bar across the top of the window while the next screen (its code, its route) loads: the
 * old screen stays until then, and without a cue a menu click looked ignored. A CSS bar, not antd
 * Progress, so the layout does not load the progress component for it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="wms-nav-progress"
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      style={{ background: token.colorPrimary }}
    />
  );
}
