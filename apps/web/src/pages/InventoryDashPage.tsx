import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';

/** /inventory/dash: the full-screen visualisation (spec §2); a placeholder until its charts land. */
export default function InventoryDashPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('route.dash'));
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#0b1a33' }}>
      <Typography.Title style={{ color: '#e6f0ff' }}>{t('route.dash')}</Typography.Title>
      <Result
        status="info"
        subTitle={<span style={{ color: '#9fb4d9' }}>{t('dash.subtitle')}</span>}
        extra={
          <Link to="/">
            <Button>{t('common.backHome')}</Button>
          </Link>
        }
      />
    </Flex>
  );
}
