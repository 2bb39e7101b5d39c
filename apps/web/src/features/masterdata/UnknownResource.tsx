import { Result } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/** A route naming a resource the contract does not define. */
export default function UnknownResource({ name }: { name: string }) {
  const { t } = useTranslation();
  return <Result status="404" title={t('table.page.unknownResource', { name })} />;
}
