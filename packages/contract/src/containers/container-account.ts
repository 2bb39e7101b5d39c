import { ENUMS } from '../enums.ts';
import { defineResource } from '../resource.ts';

/**
 * Container accounts (issue 28): who holds our returnable packaging. One account per partner and
 * packaging type; its balance is the sum of its postings (the database keeps it so: migration 0034).
 * No zod here: the list screens load these definitions.
 */
export const PARTNER_KINDS = ENUMS.partnerKind;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PACKAGING_TYPES = ENUMS.packagingType;
export type PackagingType = (typeof PACKAGING_TYPES)[number];
export const POSTING_KINDS = ENUMS.postingKind;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** Postings a user makes by hand, each with a reason and its own permission. */
export const MANUAL_KINDS = ['correction', 'found', 'writeOff'] as const satisfies readonly PostingKind[];
export type ManualKind = (typeof MANUAL_KINDS)[number];

/** The sign each kind's quantity has: +1 out to the partner, −1 back from it, 0 either (a correction). */
export const POSTING_SIGN: Record<PostingKind, 1 | -1 | 0> = {
  delivery: 1,
  shipment: 1,
  found: 1,
  transitReceipt: -1,
  receipt: -1,
  writeOff: -1,
  correction: 0,
};

/** Age buckets of open quantities, in days since they went out (first in, first out). */
export const AGE_BUCKETS = [
  { name: 'age0', from: 0, to: 30 },
  { name: 'age31', from: 31, to: 60 },
  { name: 'age61', from: 61, to: 90 },
  { name: 'age91', from: 91, to: null },
] as const;

/** Balances: one row per account (partner × packaging type) with its open quantities by age. */
export const ctrBalance = defineResource({
  name: 'ctrBalance',
  path: '/inventory/account/balance',
  auditColumns: [],
  labelField: 'partnerName',
  codeField: 'partnerCode',
  searchFields: ['partnerCode', 'partnerName'],
  defaultSort: { prop: 'balance', order: 'desc' },
  fields: [
    { name: 'partnerKind', kind: 'enum', enum: 'partnerKind', list: true, sortable: true, readOnly: true },
    { name: 'partnerCode', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'partnerName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'packagingType', kind: 'enum', enum: 'packagingType', list: true, sortable: true, readOnly: true },
    { name: 'balance', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    ...AGE_BUCKETS.map((b) => ({ name: b.name, kind: 'int' as const, list: true, summary: true, readOnly: true })),
    { name: 'oldestOn', kind: 'date', list: true, readOnly: true },
    { name: 'lastPostedAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'partner', kind: 'int', readOnly: true },
  ],
});

/** Postings: the ledger of the accounts, newest first; `balance` is the account's balance after it. */
export const ctrPosting = defineResource({
  name: 'ctrPosting',
  path: '/inventory/account/posting',
  auditColumns: [],
  labelField: 'id',
  codeField: 'id',
  searchFields: ['orderNo', 'reason'],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'postedAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'postedOn', kind: 'date', list: true, sortable: true, readOnly: true },
    { name: 'partnerKind', kind: 'enum', enum: 'partnerKind', list: true, sortable: true, readOnly: true },
    { name: 'partnerCode', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'partnerName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'packagingType', kind: 'enum', enum: 'packagingType', list: true, sortable: true, readOnly: true },
    { name: 'kind', kind: 'enum', enum: 'postingKind', list: true, sortable: true, readOnly: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'balance', kind: 'int', list: true, readOnly: true },
    { name: 'orderNo', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'reason', kind: 'string', list: true, readOnly: true },
    { name: 'userName', kind: 'string', list: true, sortable: true, readOnly: true },
    /** False for a write-off the partner is not charged for: a tag beside the kind, not a column of its own. */
    { name: 'chargeable', kind: 'bool', readOnly: true },
    { name: 'partner', kind: 'int', sortable: true, readOnly: true },
    { name: 'id', kind: 'int', sortable: true, readOnly: true },
  ],
});
