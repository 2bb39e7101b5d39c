import type { TApiKeyCreated } from '@wms/contract/system-apikey';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { copyText } from './apikeyApi.ts';

/**
 * The new key's token, this once: the server keeps only its hash. It closes only by its button, so a click
 * beside it cannot lose the token before it is copied.
 */
export function TokenDialog({ created, onClose }: { created: TApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!created) return;
    if (await copyText(created.token)) feedback().message.success(t('apikey.copied'));
    else feedback().message.warning(t('apikey.copyFailed'));
  };
  return (
    <Modal
      open={!!created}
      title={t('apikey.createdTitle', { name: created?.name ?? '' })}
      // Gone from the page once closed, token and all.
      destroyOnHidden
      maskClosable={false}
      keyboard={false}
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('apikey.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('apikey.onceWarning')} />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={created?.token ?? ''}
          aria-label={t('apikey.token')}
          data-testid="apikey-token"
          onFocus={(e) => e.currentTarget.select()}
          style={{ fontFamily: 'monospace' }}
        />
        <Button onClick={copy}>{t('apikey.copy')}</Button>
      </Space.Compact>
      <p style={{ marginTop: 12, marginBottom: 0 }}>{t('apikey.howToSend')}</p>
    </Modal>
  );
}
