import { consoleEn, consoleZh } from '../locales/console.ts';
import i18n from './i18n.ts';

// Imported for its effect by what loads before any console screen renders (the guard's loader,
// the wall screen, the QR confirmation): the screens' strings join the sign-in pages' ones.
i18n.addStrings('zh-CN', consoleZh);
i18n.addStrings('en', consoleEn);
