import type { TApiKeyCreated } from '@wms/contract/system-apikey';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ShownOnceDialog } from '../../../shared/secret/ShownOnceDialog.tsx';

/** The new key's token, this once: the server keeps only its hash. */
export function TokenDialog({ created, onClose }: { created: TApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      open={!!created}
      title={t('apikey.createdTitle', { name: created?.name ?? '' })}
      value={created?.token ?? ''}
      label={t('apikey.token')}
      testId="apikey-token"
      warning={t('apikey.onceWarning')}
      note={t('apikey.howToSend')}
      texts={{
        copy: t('apikey.copy'),
        copied: t('apikey.copied'),
        copyFailed: t('apikey.copyFailed'),
        done: t('apikey.done'),
      }}
      onClose={onClose}
    />
  );
}
