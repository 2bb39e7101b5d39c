import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { nodeTitle } from '../routeTree.ts';

/** Stands in for a menu component the console does not have yet, named by the menu's title. */
export default function UnderConstruction({ title, titleEn }: { title: string; titleEn?: string }) {
  const { t, i18n } = useTranslation();
  const name = nodeTitle({ title, titleEn }, i18n.language);
  return <Result icon={<ToolOutlined />} title={t('construction.title')} subTitle={t('construction.subtitle', { name })} />;
}
