import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FeatureTree } from './FeatureTree.tsx';
import { fetchUserFeatures, grantUser } from './systemApi.ts';
import { usePermissionList } from './usePermissionList.ts';

/** One user's own feature grants; what their roles give shows checked and fixed. */
export function GrantDrawer({ user, onClose }: { user: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const holder = usePermissionList();
  const q = useQuery({
    queryKey: ['userFeatures', user?.id],
    queryFn: () => fetchUserFeatures(user!.id),
    enabled: !!user,
    gcTime: 0,
  });
  const [own, setOwn] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setOwn(q.data?.own ?? []), [q.data]);

  const save = async () => {
    setSaving(true);
    try {
      const r = await grantUser(user!.id, own);
      feedback().message.success(r.message);
      onClose();
    } catch {
      // The request client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!user}
      title={t('system.grantsOf', { name: user?.name ?? '' })}
      size={520}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('table.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!q.data} onClick={save}>
            {t('system.save')}
          </Button>
        </Space>
      }
    >
      {q.data ? (
        <FeatureTree tree={q.data.tree} value={own} onChange={setOwn} inherited={q.data.inherited} holder={holder} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
