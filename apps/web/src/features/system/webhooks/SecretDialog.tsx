import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ShownOnceDialog } from '../../../shared/secret/ShownOnceDialog.tsx';

/** A secret to show once: a new webhook's, or the one a rotation made. */
export interface ShownSecret {
  name: string;
  secret: string;
  rotated: boolean;
}

/** The signing secret, this once, with how a receiver checks it. */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = shown?.name ?? '';
  return (
    <ShownOnceDialog
      open={!!shown}
      title={shown?.rotated ? t('webhook.rotatedTitle', { name }) : t('webhook.createdTitle', { name })}
      value={shown?.secret ?? ''}
      label={t('webhook.secret')}
      testId="webhook-secret"
      warning={t('webhook.onceWarning')}
      note={t('webhook.howToVerify')}
      texts={{
        copy: t('webhook.copy'),
        copied: t('webhook.copied'),
        copyFailed: t('webhook.copyFailed'),
        done: t('webhook.done'),
      }}
      onClose={onClose}
    />
  );
}
