import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stands in for a menu component the console does not have yet. */
export default function UnderConstruction({ name }: { name: string }) {
  const { t } = useTranslation();
  return <Result icon={<ToolOutlined />} title={t('construction.title')} subTitle={t('construction.subtitle', { name })} />;
}
