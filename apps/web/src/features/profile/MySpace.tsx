import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api/request.ts';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { FileUploadButton } from '../system/files/FileUploadButton.tsx';
import { fileSize } from '../system/files/fileSize.ts';

interface MyFile {
  id: number;
  name: string;
  size: number;
  src: string;
  createdAt: string;
}
interface Space {
  rows: MyFile[];
  count: number;
  bytes: number;
  maxCount: number;
}
const PAGE = 10;

/** The user centre's space (`POST /system/file/_mine`): the files the user uploaded, their total size and the cap. */
export function MySpace() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['file', 'mine', page],
    queryFn: () => api.post<{ data: Space }>('/system/file/_mine', { page, length: PAGE }),
  });
  const space = q.data?.data;
  const refresh = () => void q.refetch();
  return (
    <Card title={t('file.space')} extra={<FileUploadButton onDone={refresh} />}>
      {space && (
        <p data-testid="space-used">
          {t('file.spaceUsed', { count: space.count, max: space.maxCount, size: fileSize(space.bytes) })}
        </p>
      )}
      <Table<MyFile>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={space?.rows ?? []}
        pagination={{ current: page, pageSize: PAGE, total: space?.count ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            key: 'name',
            title: t('resources.sysFile.fields.name'),
            render: (_, r) => (
              <a href={r.src} target="_blank" rel="noopener" download={r.name}>
                {r.name}
              </a>
            ),
          },
          { key: 'size', title: t('resources.sysFile.fields.size'), render: (_, r) => fileSize(r.size) },
          { key: 'at', title: t('resources.sysFile.fields.createdAt'), render: (_, r) => formatDate(r.createdAt) },
          {
            key: 'del',
            width: 80,
            render: (_, r) => (
              <Popconfirm
                title={t('file.deleteConfirm', { name: r.name })}
                okText={t('table.ok')}
                cancelText={t('table.cancel')}
                onConfirm={() => api.post('/system/file/~delete', { ids: [r.id] }).then(refresh)}
              >
                <Button type="link" size="small" danger>
                  {t('table.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
