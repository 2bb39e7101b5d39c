import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from '../shared/i18n/i18n.ts';

/**
 * dayjs (date pickers, date formatting) follows the UI language. Loaded with the signed-in
 * console rather than at start-up: the public pages show no dates.
 */
function apply(lng: string): void {
  dayjs.locale(lng === 'en' ? 'en' : 'zh-cn');
}

apply(i18n.language);
i18n.onLanguageChanged(apply);
