import { useQuery } from '@tanstack/react-query';
import { MESSAGE_MAX } from '@wms/contract/system-message';
import { Button, Card, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api/request.ts';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

interface Message {
  id: number;
  createdAt: string;
  body: string;
  status: 'open' | 'answered';
  reply: string | null;
  repliedBy: string | null;
  repliedAt: string | null;
}
const PAGE = 5;

/** The user centre's line to the administrators: send a message (`~add`), read the answers (`_get`). */
export function MySupport() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: ['msg', 'mine', page],
    queryFn: () => api.post<{ data: { rows: Message[]; count: number } }>('/system/msg/_get', { page, length: PAGE }),
  });
  const send = async () => {
    setBusy(true);
    try {
      await api.post('/system/msg/~add', { body: text });
      setText('');
      setPage(1);
      await q.refetch();
    } catch {
      // The request client showed why; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('msg.title')}>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input.TextArea
          aria-label={t('msg.title')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('msg.placeholder')}
          maxLength={MESSAGE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
        <Button type="primary" loading={busy} disabled={!text.trim()} onClick={send}>
          {t('msg.send')}
        </Button>
      </Space.Compact>
      <List<Message>
        loading={q.isLoading}
        dataSource={q.data?.data.rows ?? []}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: q.data?.data.count ?? 0,
          onChange: setPage,
          size: 'small',
          hideOnSinglePage: true,
        }}
        renderItem={(m) => (
          <List.Item data-testid="support-message">
            <List.Item.Meta
              title={
                <Space>
                  <span>{formatDate(m.createdAt)}</span>
                  {m.status === 'answered' ? <Tag color="green">{t('msg.answer')}</Tag> : <Tag>{t('msg.waiting')}</Tag>}
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{m.body}</Typography.Paragraph>
                  {m.reply && (
                    <Typography.Paragraph type="success" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                      {m.repliedBy}: {m.reply}
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
