import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Favourite } from './useFilterFavourites.ts';

interface FilterFavouritesProps {
  favourites: readonly Favourite[];
  onChoose: (fav: Favourite) => void;
  onDelete: (fav: Favourite) => void;
}

/** The user's saved filters: a click applies one, deleting asks first (spec §5). */
export function FilterFavourites({ favourites, onChoose, onDelete }: FilterFavouritesProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Text strong>{t('table.filter.favourites')}</Typography.Text>
      {favourites.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('table.filter.noFavourites')}
        </Typography.Paragraph>
      ) : (
        <Flex wrap gap={8} style={{ marginTop: 8 }}>
          {favourites.map((fav) => (
            <Space.Compact key={fav.id}>
              <Button size="small" onClick={() => onChoose(fav)}>
                {fav.title}
              </Button>
              <Popconfirm
                title={t('table.filter.deleteFavouriteConfirm', { title: fav.title })}
                okText={t('table.ok')}
                cancelText={t('table.cancel')}
                onConfirm={() => onDelete(fav)}
              >
                <Button size="small" icon={<CloseOutlined />} aria-label={`${t('table.delete')} ${fav.title}`} />
              </Popconfirm>
            </Space.Compact>
          ))}
        </Flex>
      )}
    </div>
  );
}
