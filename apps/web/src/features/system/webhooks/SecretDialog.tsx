import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { copyText } from '../apikeys/apikeyApi.ts';

/** A secret to show once: a new webhook's, or the one a rotation made. */
export interface ShownSecret {
  name: string;
  secret: string;
  rotated: boolean;
}

/**
 * The signing secret, this once, with how a receiver checks it. It closes only by its button, so a click
 * beside it cannot lose the secret before it is copied.
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!shown) return;
    if (await copyText(shown.secret)) feedback().message.success(t('webhook.copied'));
    else feedback().message.warning(t('webhook.copyFailed'));
  };
  const name = shown?.name ?? '';
  return (
    <Modal
      open={!!shown}
      title={shown?.rotated ? t('webhook.rotatedTitle', { name }) : t('webhook.createdTitle', { name })}
      // Gone from the page once closed, secret and all.
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('webhook.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('webhook.onceWarning')} />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={shown?.secret ?? ''}
          aria-label={t('webhook.secret')}
          data-testid="webhook-secret"
          onFocus={(e) => e.currentTarget.select()}
          style={{ fontFamily: 'monospace' }}
        />
        <Button onClick={copy}>{t('webhook.copy')}</Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('webhook.howToVerify')}
      </Typography.Paragraph>
    </Modal>
  );
}
