import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { currentLang, setLang } from '../../shared/i18n/lang.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/** Language toggle for the public pages (two languages: one button naming the other). */
export function LangSwitch() {
  const { t } = useTranslation();
  const next = currentLang() === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      onClick={() => void setLang(next)}
      aria-label={`${t('menu.language')}: ${t(`lang.${next}`)}`}
    >
      {t(`lang.${next}`)}
    </Button>
  );
}
