import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { BigButton } from './kit/BigButton.tsx';

export interface Retry {
  retry: () => void;
}

/** An operation's screen that could not be loaded (no network, nothing cached yet): try again. */
export function LoadFailed({ retry }: Retry) {
  const { t } = useTranslation();
  return (
    <>
      <p className="floor-error">{t('floor.op.loadFailed')}</p>
      <BigButton onClick={retry}>{t('floor.op.retry')}</BigButton>
    </>
  );
}
