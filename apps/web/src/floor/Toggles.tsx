import { currentLang, type Lang, setLang } from '../shared/i18n/lang.ts';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { useStore } from '../shared/store.ts';
import { setTheme, themeStore } from './theme.ts';

/** Switches between Chinese and English, stored as the console's choice (APP_LANG). */
export function LangToggle() {
  const { t } = useTranslation();
  const next: Lang = currentLang() === 'en' ? 'zh-CN' : 'en';
  return (
    <button type="button" className="floor-chip" lang={next} onClick={() => void setLang(next)}>
      {t('floor.lang.switch')}
    </button>
  );
}

/** Moon and sun: a word would crowd the worker's name off a 360 px bar. */
const GLYPHS = {
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
};

/** Night mode: light text on black, for dim aisles and freezers. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useStore(themeStore);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'floor.theme.toDark' : 'floor.theme.toLight');
  return (
    <button type="button" className="floor-chip" aria-label={label} title={label} onClick={() => setTheme(next)}>
      <svg className="floor-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={GLYPHS[next]} />
      </svg>
    </button>
  );
}
