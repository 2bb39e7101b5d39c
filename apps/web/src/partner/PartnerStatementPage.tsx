import { moneyText } from '@wms/contract/containers/money';
import type { TPartnerStatement } from '@wms/contract/containers/statement-schema';
import { ENUM_LABELS } from '@wms/contract/enums';
import { useCallback, useEffect, useState } from 'react';
import { fill, PARTNER_STRINGS, type PartnerLang, type PartnerWord } from './partner-strings.ts';
import { answerPartnerStatement, fetchPartnerStatement, pdfHref } from './partnerApi.ts';

/**
 * The partner's statement (issue 34 §4): what it holds per packaging type and owes, the PDF of this and every earlier
 * version, and its answer: confirm, or dispute with its own counts and a reason. Phone first.
 */
export function PartnerStatementPage({ token, initialLang }: { token: string; initialLang: PartnerLang }) {
  const [lang, setLang] = useState<PartnerLang>(initialLang);
  const w = (k: PartnerWord, p?: Record<string, string | number>) => fill(PARTNER_STRINGS[lang][k], p);
  const [data, setData] = useState<TPartnerStatement>();
  const [error, setError] = useState<string>();
  const [disputing, setDisputing] = useState(false);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();

  const load = useCallback(() => {
    setError(undefined);
    fetchPartnerStatement(token, lang).then(setData, (e: Error) => setError(e.message));
  }, [token, lang]);
  useEffect(load, [load]);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    document.title = w('title');
  });

  const answer = async (action: 'confirm' | 'dispute') => {
    if (action === 'confirm' && !window.confirm(w('confirmAsk'))) return;
    if (action === 'dispute' && !comment.trim()) return setError(w('whyRequired'));
    setBusy(true);
    setError(undefined);
    try {
      const typed = Object.entries(counts).flatMap(([packagingType, v]) =>
        /^\d{1,7}$/.test(v.trim()) ? [{ packagingType, counted: Number(v.trim()) }] : [],
      );
      const next = await answerPartnerStatement(
        token,
        lang,
        action,
        action === 'dispute' ? { comment: comment.trim(), counts: typed } : {},
      );
      setData(next);
      setDisputing(false);
      setDone(w(action === 'confirm' ? 'thanksConfirmed' : 'thanksDisputed'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const other: PartnerLang = lang === 'zh' ? 'en' : 'zh';
  const header = (
    <header className="p-head">
      <h1>{w('title')}</h1>
      <button type="button" className="p-lang" onClick={() => setLang(other)}>
        {w('language')}
      </button>
    </header>
  );
  if (!data)
    return (
      <main className="p-page">
        {header}
        {error ? (
          <div className="p-error" role="alert">
            <p>{w('failed')}</p>
            <p>{error}</p>
            <button type="button" onClick={load}>
              {w('retry')}
            </button>
          </div>
        ) : (
          <p>{w('loading')}</p>
        )}
      </main>
    );

  const s = data.statement;
  const type = (t: string) => ENUM_LABELS.packagingType[t]?.[lang] ?? t;
  const money = (n: number) => moneyText(n, (s as { currency?: string }).currency ?? 'CNY');
  return (
    <main className="p-page">
      {header}
      <section className="p-card">
        <dl className="p-facts">
          <dt>{w('partner')}</dt>
          <dd>{`${s.partnerCode} ${s.partnerName}`}</dd>
          <dt>{w('month')}</dt>
          <dd>{`${s.month.slice(0, 7)} · v${s.version}`}</dd>
          <dt>{w('status')}</dt>
          <dd data-testid="partner-status">{w(s.status)}</dd>
        </dl>
        {s.interim && <p className="p-note">{w('interim')}</p>}
        {s.respondedOn && <p className="p-muted">{w('answered', { day: s.respondedOn, comment: s.responseComment ?? '' })}</p>}
      </section>

      <section className="p-card">
        <table className="p-table" data-testid="partner-lines">
          <thead>
            <tr>
              <th>{w('type')}</th>
              <th>{w('opening')}</th>
              <th>{w('out')}</th>
              <th>{w('back')}</th>
              <th>{w('closing')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l) => (
              <tr key={l.packagingType}>
                <td>{type(l.packagingType)}</td>
                <td>{l.opening}</td>
                <td>{l.outQty}</td>
                <td>{l.backQty}</td>
                <td>
                  <strong>{l.closing}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="p-facts p-money">
          <dt>{w('rent')}</dt>
          <dd>{money(s.rent)}</dd>
          <dt>{w('loss')}</dt>
          <dd>{money(s.lossValue)}</dd>
          <dt>{w('total')}</dt>
          <dd>
            <strong>{money(s.total)}</strong>
          </dd>
        </dl>
        <a className="p-link" href={pdfHref(token, lang)}>
          {w('pdf')}
        </a>
      </section>

      {done && (
        <p className="p-done" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="p-error" role="alert">
          {error}
        </p>
      )}

      {disputing ? (
        <section className="p-card">
          {data.lines.map((l) => (
            <label key={l.packagingType} className="p-field">
              {`${type(l.packagingType)} · ${w('yourCount', { ours: l.closing })}`}
              <input
                inputMode="numeric"
                pattern="[0-9]*"
                value={counts[l.packagingType] ?? ''}
                onChange={(e) => setCounts({ ...counts, [l.packagingType]: e.target.value })}
              />
            </label>
          ))}
          <label className="p-field">
            {w('why')}
            <textarea rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <div className="p-actions">
            <button type="button" className="p-primary" disabled={busy} onClick={() => answer('dispute')}>
              {w('send')}
            </button>
            <button type="button" disabled={busy} onClick={() => setDisputing(false)}>
              {w('cancel')}
            </button>
          </div>
        </section>
      ) : (
        (data.canConfirm || data.canDispute) && (
          <div className="p-actions">
            {data.canConfirm && (
              <button type="button" className="p-primary" disabled={busy} onClick={() => answer('confirm')}>
                {w('confirm')}
              </button>
            )}
            {data.canDispute && (
              <button type="button" disabled={busy} onClick={() => setDisputing(true)}>
                {w('dispute')}
              </button>
            )}
          </div>
        )
      )}

      {data.versions.length > 0 && (
        <section className="p-card">
          <h2>{w('versions')}</h2>
          <ul className="p-versions">
            {data.versions.map((v) => (
              <li key={v.version}>
                {`v${v.version} · ${v.madeAt.slice(0, 10)} · ${w(v.status)} · ${money(v.total)} `}
                <a href={pdfHref(token, lang, v.version)}>{w('pdf')}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="p-muted">{w('expires', { day: data.expires.slice(0, 10) })}</p>
    </main>
  );
}
