import type { PackagingType, PartnerKind, PostingKind } from '@wms/contract/containers/container-account';
import type { TChargesUpdate, TManualPosting, TWriteOff } from '@wms/contract/containers/container-account-schema';
import type { TPeriod, TPeriodClose } from '@wms/contract/containers/period';
import { ENUM_LABELS } from '@wms/contract/enums';
import { fieldLabel } from '@wms/contract/locales/index';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { emitEvent } from '../integration/events.ts';
import { containerAccountRepository as repo } from './container-account-repository.ts';
import { periodRepository as periodRepo } from './period-repository.ts';
import { dateRefusal, firstOpenDay, inClosedPeriod, lockDateRefusal, openingRefusal } from './period-rules.ts';
import { manualQty, refusal } from './posting-rules.ts';
import { statementRepository } from './statement-repository.ts';

/** Who and what a posting is booked for. */
export interface PostingBooking {
  orderNo?: string | null;
  reason?: string | null;
  postedOn?: string;
  user?: { id: number; name: string } | null;
  lang: Lang;
  /** A write-off the partner is not charged for (damaged at our site): false; every other posting is chargeable. */
  chargeable?: boolean;
}

export interface PartnerRef {
  partnerKind: PartnerKind;
  refId: number;
}

export interface TypeLine {
  packagingType: PackagingType;
  qty: number;
}

/**
 * The only code that writes container postings. Every posting runs inside the caller's transaction:
 * the accounts are locked in id order, each posting is checked against its balance as locked (a
 * refusal names partner, packaging and quantities, and the caller's transaction changes nothing),
 * then inserted; the database moves the balance and the open lots (migration 0034).
 */
export const containerAccountService = {
  /**
   * Posts `kind` to a partner's accounts: one posting per packaging type (lines of a type summed).
   * `onlyOpen`: post only to accounts the partner already has (a receipt of the partner's own
   * packaging is not ours to account for: docs/decisions/containers.md "Container accounts").
   */
  async post(tx: DbOrTx, who: PartnerRef, kind: PostingKind, lines: TypeLine[], b: PostingBooking, onlyOpen = false) {
    const sums = new Map<PackagingType, number>();
    for (const l of lines) sums.set(l.packagingType, (sums.get(l.packagingType) ?? 0) + l.qty);
    for (const [t, q] of sums) if (q === 0) sums.delete(t);
    if (!sums.size) return [];
    const partner = onlyOpen
      ? await repo.partnerOf(tx, who.partnerKind, who.refId)
      : await repo.ensurePartner(tx, who.partnerKind, who.refId);
    if (partner === undefined) return [];
    const accounts = await repo.lockAccounts(
      tx,
      [...sums.keys()].map((packagingType) => ({ partner, packagingType })),
      !onlyOpen,
    );
    await this.checkOpen(tx, partner, b);
    for (const a of accounts) {
      const qty = sums.get(a.packagingType)!;
      const r = refusal(kind, a.balance, qty);
      if (!r) continue;
      const p = await repo.partner(tx, partner);
      const params = {
        partner: `${p?.code ?? ''} ${p?.name ?? ''}`.trim(),
        packaging: ENUM_LABELS.packagingType[a.packagingType]?.[b.lang] ?? a.packagingType,
        kind: ENUM_LABELS.postingKind[kind][b.lang],
        balance: a.balance,
        qty,
      };
      if (r.key === 'account.badSign') throw badRequest(r.key, params, { field: 'qty' });
      // Advising a correction first would book units nobody counted: what a user takes off is capped by the balance.
      if (kind === 'writeOff' || kind === 'correction') {
        throw new AppError(409, 'account.overBalance', { ...params, qty: Math.abs(qty) }, { field: 'qty' });
      }
      throw new AppError(409, r.key, { ...params, qty: Math.abs(qty), after: r.after, missing: -r.after }, { field: 'qty' });
    }
    const posted = await repo.insertPostings(
      tx,
      accounts.map((a) => ({
        account: a.id,
        partner,
        packagingType: a.packagingType,
        kind,
        qty: sums.get(a.packagingType)!,
        postedOn: b.postedOn,
        orderNo: b.orderNo ?? null,
        reason: b.reason ?? null,
        userId: b.user?.id ?? null,
        userName: b.user?.name ?? null,
        chargeable: kind !== 'writeOff' || b.chargeable !== false,
      })),
    );
    await emitEvent(tx, 'container.posted', `partner:${partner}`, {
      partner: { id: partner, kind: who.partnerKind, refId: who.refId },
      kind,
      postedOn: b.postedOn ?? null,
      orderNo: b.orderNo ?? null,
      reason: b.reason ?? null,
      postings: posted.map((p) => ({
        id: p.id,
        packagingType: accounts.find((a) => a.id === p.account)?.packagingType ?? null,
        qty: p.qty,
        balance: p.balance,
      })),
    });
    return posted;
  },

  /**
   * Refuses a posting dated outside the open range (docs/decisions/containers.md "Closed periods", "Dates in range"):
   * after today, before the accounts' opening date, on or before the site's lock date (the period row read FOR SHARE,
   * so a close waits for this transaction), or in or before the partner's latest confirmed month. The accounts are
   * locked already, so a confirmation waits for this transaction too.
   */
  async checkOpen(tx: DbOrTx, partner: number, b: PostingBooking) {
    const period = await periodRepo.period(tx, 'share');
    const today = await statementRepository.today(tx);
    const day = b.postedOn ?? today;
    checkDate(day, today, period.openedOn, 'postedOn');
    const first = firstOpenDay(period.closedThrough, await periodRepo.confirmedMonth(tx, partner));
    if (inClosedPeriod(day, first))
      throw new AppError(409, 'account.periodClosed', { day, first: first! }, { field: 'postedOn' });
  },

  /** Posts the SKUs that are returnable packaging (a `packType`); other SKUs are goods, not ours to account for. */
  async postSkus(
    tx: DbOrTx,
    who: PartnerRef,
    kind: PostingKind,
    lines: { sku: number; qty: number }[],
    b: PostingBooking,
    onlyOpen = false,
  ) {
    const types = await repo.skuTypes(tx, [...new Set(lines.map((l) => l.sku))]);
    const typed = lines.flatMap((l) => {
      const packagingType = types.get(l.sku);
      return packagingType ? [{ packagingType, qty: l.qty }] : [];
    });
    return this.post(tx, who, kind, typed, b, onlyOpen);
  },

  /** `~post` and `~writeOff`: a correction, found units or a write-off, with its reason, in its own transaction. */
  async manual(db: Db, body: TManualPosting | (TWriteOff & { kind: 'writeOff' }), user: PostingBooking['user'], lang: Lang) {
    const qty = manualQty(body.kind, body.qty);
    if (qty === 'badSign') {
      throw badRequest('account.badSign', { kind: ENUM_LABELS.postingKind[body.kind][lang], qty: body.qty }, { field: 'qty' });
    }
    return db.transaction(async (tx) => {
      await this.checkPartner(tx, body, lang);
      const chargeable = body.kind !== 'writeOff' || body.chargeable !== false;
      const booking = { reason: body.reason, postedOn: body.postedOn, user, lang, chargeable };
      const [posting] = await this.post(tx, body, body.kind, [{ packagingType: body.packagingType, qty }], booking);
      return posting!;
    });
  },

  /** A partner's master row exists (400 on `refId` naming the kind otherwise). */
  async checkPartner(db: DbOrTx, who: PartnerRef, lang: Lang) {
    if (!(await repo.masterExists(db, who.partnerKind, who.refId))) {
      throw badRequest('ref.missing', { field: fieldLabel(lang, 'ctrBalance', 'partnerName') }, { field: 'refId' });
    }
  },

  async detail(db: DbOrTx, id: number) {
    const d = await repo.detail(db, id);
    if (!d.partner) throw notFound();
    return { ...d, partner: d.partner };
  },

  /** Free days, charged or not, and prices per packaging type: the partner is made if it has no posting yet. */
  async setCharges(db: Db, body: TChargesUpdate, lang: Lang) {
    const types = body.prices.map((p) => p.packagingType);
    const twice = types.findIndex((t, i) => types.indexOf(t) !== i);
    if (twice >= 0) {
      const packaging = ENUM_LABELS.packagingType[types[twice]!]?.[lang] ?? types[twice]!;
      throw badRequest('account.priceTwice', { packaging }, { field: `prices.${twice}.packagingType` });
    }
    return db.transaction(async (tx) => {
      await this.checkPartner(tx, body, lang);
      // The site row FOR SHARE: a change of currency (FOR UPDATE, refused while prices exist) waits for these prices.
      await periodRepo.period(tx, 'share');
      const partner = await repo.ensurePartner(tx, body.partnerKind, body.refId);
      const terms = { freeDays: body.freeDays, charged: body.charged, statementEmail: body.statementEmail || null };
      await repo.setCharges(tx, partner, terms, body.prices);
      return this.detail(tx, partner);
    });
  },

  drift: (db: DbOrTx) => repo.drift(db),

  async period(db: DbOrTx): Promise<TPeriod> {
    const p = await periodRepo.period(db);
    return {
      openedOn: p.openedOn,
      closedThrough: p.closedThrough,
      closedBy: p.closedBy,
      closedAt: p.closedAt?.toISOString() ?? null,
      firstOpen: firstOpenDay(p.closedThrough, null),
      currency: p.currency,
    };
  },

  /**
   * Moves the site's lock date (null opens every period) and, when given, the opening date and the site's currency. A
   * lock date not yet ended, an opening date after today, the lock date or the first posting, or a new currency while
   * a partner has prices (in the old one), is refused.
   */
  async close(db: Db, body: TPeriodClose, user: PostingBooking['user']): Promise<TPeriod> {
    await db.transaction(async (tx) => {
      const today = await statementRepository.today(tx);
      if (lockDateRefusal(body.closedThrough, today)) {
        throw badRequest('account.closeNotPast', { day: body.closedThrough!, today }, { field: 'closedThrough' });
      }
      // Locked first: postings in flight (FOR SHARE) have committed, later ones wait, so the first posting holds.
      const locked = await periodRepo.period(tx, 'update');
      const openedOn = body.openedOn ?? locked.openedOn;
      const first = await periodRepo.firstPosting(tx);
      const why = openingRefusal(openedOn, today, body.closedThrough, first);
      if (why === 'future') throw badRequest('account.future', { day: openedOn, today }, { field: 'openedOn' });
      if (why === 'afterLock') {
        throw badRequest('account.beforeOpening', { day: body.closedThrough!, opened: openedOn }, { field: 'closedThrough' });
      }
      if (why === 'afterPostings') throw badRequest('account.openingAfterPostings', { first: first! }, { field: 'openedOn' });
      const currency = body.currency && body.currency !== locked.currency ? body.currency : undefined;
      if (currency) {
        // Prices are minor units of the currency: a new one would read ¥5.00 as $5.00 (or ¥500 as JPY 500).
        const n = await periodRepo.pricedPartners(tx);
        if (n)
          throw new AppError(409, 'account.currencyInUse', { n, currency: locked.currency, to: currency }, { field: 'currency' });
      }
      await periodRepo.close(tx, body.closedThrough, body.openedOn, user?.name ?? null, currency);
    });
    return this.period(db);
  },
};

/** Refuses a posting or answer day after today or before the accounts' opening date (400 on `field`). */
export function checkDate(day: string, today: string, openedOn: string, field: string) {
  const why = dateRefusal(day, today, openedOn);
  if (why === 'future') throw badRequest('account.future', { day, today }, { field });
  if (why === 'beforeOpening') throw badRequest('account.beforeOpening', { day, opened: openedOn }, { field });
}
