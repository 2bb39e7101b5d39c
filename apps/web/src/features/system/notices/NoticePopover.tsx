import type { TNoticeRow } from '@wms/contract/notice';
import { Badge, Button, Flex, List, Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

export interface NoticePopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly TNoticeRow[];
  unread: number;
  onOpenNotice: (n: TNoticeRow) => void;
  onReadAll: () => void;
  /** The bell. */
  children: ReactNode;
}

/**
 * The bell's list of the latest notices, each leading to its screen. Loaded on the bell's first
 * click (its popover, list and typography are on no screen otherwise).
 */
export default function NoticePopover({
  open,
  onOpenChange,
  rows,
  unread,
  onOpenNotice,
  onReadAll,
  children,
}: NoticePopoverProps) {
  const { t } = useTranslation();
  const content = (
    <div style={{ width: 360, maxWidth: '80vw' }}>
      <List<TNoticeRow>
        size="small"
        dataSource={[...rows]}
        locale={{ emptyText: t('notice.empty') }}
        style={{ maxHeight: 400, overflowY: 'auto' }}
        renderItem={(n) => (
          <List.Item
            data-testid="notice-item"
            data-unread={n.readAt ? undefined : 'true'}
            onClick={() => onOpenNotice(n)}
            style={{ cursor: 'pointer', alignItems: 'flex-start' }}
          >
            <List.Item.Meta
              avatar={
                <Badge status={n.readAt ? 'default' : 'processing'} aria-label={n.readAt ? undefined : t('notice.unread')} />
              }
              title={
                <Typography.Text strong={!n.readAt} style={{ whiteSpace: 'normal' }}>
                  {n.title}
                </Typography.Text>
              }
              description={formatDate(n.createdAt)}
            />
          </List.Item>
        )}
      />
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      title={
        <Flex justify="space-between" align="center">
          <span>{t('notice.title')}</span>
          <Button type="link" size="small" disabled={!unread} onClick={onReadAll}>
            {t('notice.readAll')}
          </Button>
        </Flex>
      }
      content={content}
    >
      {children}
    </Popover>
  );
}
