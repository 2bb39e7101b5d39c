import { useContext, useEffect, useRef, useState } from 'react';
import { PageRefreshContext } from '../layout/PageRefreshContext.ts';

/** Spec §2: refreshing an iframe page empties its address and restores it after 200 ms. */
export const IFRAME_REFRESH_DELAY_MS = 200;

/** A menu entry of type iframe, at /i/{name}. The layout does not remount it on refresh; it reloads itself. */
export default function IframePage({ src, title }: { src: string; title: string }) {
  const refresh = useContext(PageRefreshContext);
  const [current, setCurrent] = useState(src);
  const seen = useRef(refresh);
  useEffect(() => {
    if (seen.current === refresh) {
      setCurrent(src);
      return;
    }
    seen.current = refresh;
    setCurrent('');
    const id = setTimeout(() => setCurrent(src), IFRAME_REFRESH_DELAY_MS);
    return () => clearTimeout(id);
  }, [refresh, src]);
  return (
    <iframe src={current || undefined} title={title} style={{ display: 'block', width: '100%', height: '100%', border: 0 }} />
  );
}
