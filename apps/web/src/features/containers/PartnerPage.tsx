import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AGE_BUCKETS } from '@wms/contract/containers/container-account';
import type { TContainerAccountRow, TPartnerDetail } from '@wms/contract/containers/container-account-schema';
import { Alert, Button, Card, Descriptions, Flex, Spin, Table } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDict } from '../../shared/form/useDict.ts';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../shared/table/labels.ts';
import { DictFilter, useAddressFilters } from './AddressFilters.tsx';
import { ChargesDialog } from './ChargesDialog.tsx';
import { BALANCES_SCREEN, type ContainerAccountInfo, fetchPartner, type PartnerInfo } from './containerApi.ts';
import { PostDialog } from './PostDialog.tsx';
import { PostingList } from './PostingList.tsx';
import { useContainerPerms } from './useContainerPerms.ts';
import { WriteOffDialog } from './WriteOffDialog.tsx';

const partnerQueryKey = (id: number) => ['ctrPartner', id] as const;

/**
 * A partner's container account (`/inventory/account/partner?id=`): what it holds per packaging
 * type with the ages, its charges, and its postings with the running balance; manual posting,
 * write-off of an account and the charges from here, each as the user's permissions allow.
 */
export default function PartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const perms = useContainerPerms();
  const queryClient = useQueryClient();
  const { params, set } = useAddressFilters();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const type = params.get('type') ?? undefined;
  const query = useQuery({ queryKey: partnerQueryKey(id), queryFn: () => fetchPartner(id), enabled: valid });
  const detail = query.data;
  const partner: PartnerInfo | undefined = useMemo(
    () => detail && { partnerKind: detail.partner.partnerKind, refId: detail.partner.refId, name: detail.partner.name },
    [detail],
  );
  const extraBody = useMemo(() => ({ partner: id, packagingType: type }), [id, type]);
  const [posting, setPosting] = useState(false);
  const [writeOff, setWriteOff] = useState<ContainerAccountInfo | null>(null);
  const [charges, setCharges] = useState<TPartnerDetail | null>(null);
  const refreshList = useRef<() => void>(() => {});
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: partnerQueryKey(id) });
    refreshList.current();
  };

  if (!valid || query.isError) {
    return (
      <div style={{ padding: 16 }}>
        <Alert type="warning" showIcon title={t('ctrAccount.notFound')} />
      </div>
    );
  }
  return (
    <div style={{ padding: 16 }}>
      <Spin spinning={query.isFetching && !detail}>
        <Card
          size="small"
          title={detail?.partner.name ?? ' '}
          extra={
            <Flex gap={8}>
              {perms.post && detail && (
                <Button icon={<PlusOutlined />} onClick={() => setPosting(true)}>
                  {t('ctrAccount.post')}
                </Button>
              )}
              {perms.charges && detail && <Button onClick={() => setCharges(detail)}>{t('ctrAccount.charges')}</Button>}
              <Button onClick={() => navigate(BALANCES_SCREEN)}>{t('ctrAccount.back')}</Button>
            </Flex>
          }
        >
          {detail && <PartnerHeader detail={detail} />}
          {detail && (
            <ContainerAccountsTable
              accounts={detail.accounts}
              onWriteOff={perms.writeOff ? (a) => setWriteOff({ packagingType: a.packagingType, balance: a.balance }) : undefined}
            />
          )}
        </Card>
      </Spin>
      <h3 style={{ margin: '16px 0 8px' }}>{t('ctrAccount.postings')}</h3>
      <PostingList
        ofPartner
        extraBody={extraBody}
        toolbar={(ctx) => {
          refreshList.current = ctx.refresh;
          return (
            <DictFilter
              name="packagingType"
              label={t('ctrAccount.packagingType')}
              width={160}
              value={type}
              onChange={(v) => set({ type: v })}
            />
          );
        }}
      />
      <PostDialog open={posting} partner={partner} onClose={() => setPosting(false)} onDone={refresh} />
      <WriteOffDialog
        partner={writeOff ? (partner ?? null) : null}
        account={writeOff}
        onClose={() => setWriteOff(null)}
        onDone={refresh}
      />
      <ChargesDialog
        detail={charges}
        onClose={() => setCharges(null)}
        onDone={(saved) => queryClient.setQueryData(partnerQueryKey(id), saved)}
      />
    </div>
  );
}

function PartnerHeader({ detail }: { detail: TPartnerDetail }) {
  const { t } = useTranslation();
  const kinds = useDict('partnerKind');
  const p = detail.partner;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 5 }}
      style={{ marginBottom: 12 }}
      items={[
        { key: 'kind', label: t('ctrAccount.partnerKind'), children: kinds.labelOf(p.partnerKind) },
        { key: 'code', label: t('resources.ctrBalance.fields.partnerCode'), children: p.code },
        { key: 'free', label: t('ctrAccount.freeDays'), children: p.freeDays },
        { key: 'charged', label: t('ctrAccount.charged'), children: p.charged ? t('ctrAccount.yes') : t('ctrAccount.no') },
        // The site's currency: what the charges and the statements' amounts are in.
        { key: 'currency', label: t('ctrAccount.currency'), children: <span data-testid="ctr-currency">{detail.currency}</span> },
      ]}
    />
  );
}

/** The partner's accounts, one row per packaging type, with the balance by age and a write-off where permitted. */
function ContainerAccountsTable({
  accounts,
  onWriteOff,
}: {
  accounts: TContainerAccountRow[];
  onWriteOff?: (a: TContainerAccountRow) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel('ctrBalance');
  const types = useDict('packagingType');
  return (
    <Table<TContainerAccountRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={accounts}
      locale={{ emptyText: t('ctrAccount.noAccounts') }}
      data-testid="ctr-accounts"
      columns={[
        { key: 'packagingType', title: label('packagingType'), render: (_, a) => types.labelOf(a.packagingType) },
        { key: 'balance', dataIndex: 'balance', title: label('balance'), align: 'right' },
        ...AGE_BUCKETS.map((b) => ({ key: b.name, dataIndex: b.name, title: label(b.name), align: 'right' as const })),
        { key: 'oldestOn', title: label('oldestOn'), dataIndex: 'oldestOn' },
        {
          key: 'lastPostedAt',
          title: label('lastPostedAt'),
          render: (_, a) => (a.lastPostedAt ? formatDate(a.lastPostedAt) : ''),
        },
        ...(onWriteOff
          ? [
              {
                key: 'actions',
                title: t('table.actions'),
                render: (_: unknown, a: TContainerAccountRow) => (
                  <Button size="small" type="link" danger disabled={a.balance <= 0} onClick={() => onWriteOff(a)}>
                    {t('ctrAccount.writeOff')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
