import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNoticeRow } from '@wms/contract/notice';
import { Badge, Button } from 'antd';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { fetchNotices, markRead, NOTICES_KEY } from './api.ts';

/** Notices the bell lists; the rest are older (the server keeps the latest 200). */
const SHOWN = 10;
/** How often the unread count is asked for (and on window focus). */
export const NOTICE_POLL_MS = 60_000;
/** The first count is asked for once the screen has had its own requests answered (a console opens on a list). */
const FIRST_POLL_DELAY_MS = 1_500;

const NoticePopover = lazy(() => import('./NoticePopover.tsx'));

/**
 * The header's bell: the unread count, and the latest notices, each leading to its screen. Memoised:
 * the header redraws on every change of address (a page click), the bell has nothing to redraw then.
 */
export const NoticeBell = memo(function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FIRST_POLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const q = useQuery({
    enabled: ready,
    queryKey: NOTICES_KEY,
    queryFn: () => fetchNotices(SHOWN),
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const unread = q.data?.unread ?? 0;
  const refresh = () => client.invalidateQueries({ queryKey: NOTICES_KEY });

  const openNotice = async (n: TNoticeRow) => {
    setOpen(false);
    if (!n.readAt) await markRead({ ids: [n.id] }).catch(() => undefined);
    void refresh();
    if (n.link) await navigate(n.link);
  };
  const readAll = async () => {
    await markRead({ all: true }).catch(() => undefined);
    void refresh();
  };

  const onOpenChange = (o: boolean) => {
    setOpen(o);
    setUsed(true);
    setReady(true);
    if (o) void refresh();
  };
  const bell = (
    <Button
      type="text"
      aria-label={t('notice.open', { count: unread })}
      data-testid="notice-bell"
      onClick={used ? undefined : () => onOpenChange(true)}
      icon={
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      }
    />
  );
  // The popover (its trigger watches sizes and clicks) joins the header once the bell is first used;
  // its code loads then, the bell standing in meanwhile.
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <NoticePopover
        open={open}
        onOpenChange={onOpenChange}
        rows={q.data?.rows ?? []}
        unread={unread}
        onOpenNotice={(n) => void openNotice(n)}
        onReadAll={() => void readAll()}
      >
        {bell}
      </NoticePopover>
    </Suspense>
  );
});
