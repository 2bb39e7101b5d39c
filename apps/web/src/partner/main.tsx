import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PartnerStatementPage } from './PartnerStatementPage.tsx';
import css from './partner.css?inline';
import { tokenOf } from './partnerApi.ts';

// Its own few rules, inside its script: the console's stylesheet (antd's) is not for a partner's phone.
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

const lang = new URLSearchParams(location.search).get('lang') ?? (navigator.language.startsWith('zh') ? 'zh' : 'en');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PartnerStatementPage token={tokenOf(location.hash)} initialLang={lang === 'en' ? 'en' : 'zh'} />
  </StrictMode>,
);
