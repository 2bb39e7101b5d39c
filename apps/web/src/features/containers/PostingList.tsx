import { ctrPosting } from '@wms/contract/containers/container-account';
import type { ResourceDef } from '@wms/contract/resource';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDict } from '../../shared/form/useDict.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import { ExportButton } from '../../shared/table/ExportButton.tsx';
import { ListTable, type ListTableContext } from '../../shared/table/ListTable.tsx';
import { partnerScreen } from './containerApi.ts';
import { useUnitTotals } from './unitTotals.ts';
import { EXPORT_PERMISSION } from './useContainerPerms.ts';

const PARTNER_FIELDS = new Set(['partnerKind', 'partnerCode', 'partnerName']);
/** A partner's own postings: its kind, code and name stand in the header, not in every row (same list, same settings). */
const OWN_POSTINGS: ResourceDef = {
  ...ctrPosting,
  fields: ctrPosting.fields.map((f) => (PARTNER_FIELDS.has(f.name) ? { ...f, list: false } : f)),
};

/** A quantity out (+) or back (−), signed either way so the direction reads at a glance. */
const signed = (v: unknown) => (typeof v === 'number' && v > 0 ? `+${v}` : String(v ?? ''));

/** A posting's kind, with 不收费 / Not charged beside a write-off the partner is not charged for (damaged at our site). */
export function PostingKind({ kind, chargeable }: { kind: string; chargeable?: unknown }) {
  const { t } = useTranslation();
  const { labelOf } = useDict('postingKind');
  return (
    <>
      {labelOf(kind)}
      {kind === 'writeOff' && chargeable === false && (
        <Tag color="default" style={{ marginInlineStart: 6 }}>
          {t('ctrAccount.notCharged')}
        </Tag>
      )}
    </>
  );
}

/**
 * The postings of the container accounts, newest first, each with the account's balance after it:
 * all partners' (with a link to each partner's account) or one partner's. The quantities' total
 * shows only over one packaging type (`extraBody.packagingType` or the filter's).
 */
export function PostingList({
  extraBody,
  ofPartner = false,
  toolbar,
}: {
  extraBody: Record<string, unknown>;
  ofPartner?: boolean;
  toolbar?: (ctx: ListTableContext) => ReactNode;
}) {
  const def = ofPartner ? OWN_POSTINGS : ctrPosting;
  const type = typeof extraBody.packagingType === 'string' ? extraBody.packagingType : undefined;
  const totals = useUnitTotals(def, type);
  return (
    <ListTable<Row>
      def={def}
      labels="ctrPosting"
      extraBody={extraBody}
      totals={totals}
      renderers={{
        qty: signed,
        kind: (v, row) => <PostingKind kind={String(v ?? '')} chargeable={row.chargeable} />,
        ...(ofPartner ? {} : { partnerName: (v, row) => <Link to={partnerScreen(Number(row.partner))}>{String(v ?? '')}</Link> }),
      }}
      toolbar={(ctx) => (
        <>
          {toolbar?.(ctx)}
          <ExportButton path={ctrPosting.path} ctx={ctx} permission={EXPORT_PERMISSION} />
        </>
      )}
    />
  );
}
