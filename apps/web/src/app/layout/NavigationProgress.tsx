import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar across the top of the window while the next screen (its code, its route) loads: the
 * old screen stays until then, and without a cue a menu click looked ignored.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      className="wms-nav-progress"
      percent={100}
      status="active"
      showInfo={false}
      size={{ height: 3 }}
      aria-label={t('common.loading')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1100, margin: 0, lineHeight: 0 }}
    />
  );
}
