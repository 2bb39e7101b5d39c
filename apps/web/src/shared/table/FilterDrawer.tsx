import { PlusOutlined } from '@ant-design/icons';
import type { TFilterItem } from '@wms/contract/table';
import { Button, Divider, Drawer, Empty, Flex, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { FilterConditionRow } from './FilterConditionRow.tsx';
import { FilterFavourites } from './FilterFavourites.tsx';
import {
  addCondition,
  canApply,
  changeField,
  changeOperator,
  changeValue,
  completeItems,
  type FilterField,
  favouriteToItems,
  itemsToFavourite,
  removeCondition,
  validateFavouriteName,
} from './filterRules.ts';
import { type Favourite, useFilterFavourites } from './useFilterFavourites.ts';

/** Spec §9: the filter drawer is 650 wide. */
export const FILTER_DRAWER_WIDTH = 650;

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Resource name: favourites are kept per user and resource. */
  resource: string;
  fields: readonly FilterField[];
  label: (field: string) => string;
  /** The filter in force; the drawer edits a copy until applied. */
  value: readonly TFilterItem[];
  onApply: (items: TFilterItem[]) => void;
}

/** The generic filter drawer (spec §4, §5); its rules live in filterRules.ts. */
export function FilterDrawer({ open, onClose, resource, fields, label, value, onApply }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TFilterItem[]>([...value]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const { favourites, save, remove } = useFilterFavourites(resource, open);

  // Each opening starts from the filter in force, dropping edits that were never applied.
  useEffect(() => {
    if (open) {
      setDraft([...value]);
      setNameError(false);
    }
  }, [open, value]);

  const add = () => {
    const r = addCondition(fields, draft);
    if (r.ok) setDraft(r.items);
    else feedback().message.warning(t('table.filter.noItems'));
  };

  const apply = () => {
    onApply(completeItems(fields, draft));
    onClose();
  };

  const clear = () => {
    setDraft([]);
    onApply([]);
  };

  const choose = (fav: Favourite) => {
    const items = favouriteToItems(fields, fav.filter);
    setDraft(items);
    onApply(items);
    onClose();
  };

  const saveFavourite = () => {
    if (validateFavouriteName(name)) {
      setNameError(true);
      feedback().message.warning(t('table.filter.nameEmpty'));
      return;
    }
    save.mutate({ title: name.trim(), filter: itemsToFavourite(fields, draft) }, { onSuccess: () => setName('') });
  };

  const applicable = canApply(draft);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={FILTER_DRAWER_WIDTH}
      title={t('table.filter.title')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={clear}>{t('table.filter.clear')}</Button>
          <Button type="primary" disabled={!applicable} onClick={apply}>
            {t('table.filter.apply')}
          </Button>
        </Flex>
      }
    >
      <FilterFavourites favourites={favourites} onChoose={choose} onDelete={(fav) => remove.mutate(fav.id)} />
      <Divider />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {draft.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.filter.empty')} />}
        {draft.map((item, i) => (
          <FilterConditionRow
            // Rows have no identity of their own; the index is stable while the user edits one row.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${i}-${item.field}`}
            index={i}
            items={draft}
            fields={fields}
            label={label}
            onField={(f) => setDraft(changeField(fields, draft, i, f))}
            onOperator={(op) => setDraft(changeOperator(fields, draft, i, op))}
            onValue={(v) => setDraft(changeValue(draft, i, v))}
            onRemove={() => setDraft(removeCondition(draft, i))}
          />
        ))}
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
          {t('table.filter.add')}
        </Button>
      </Space>
      <Divider />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('table.filter.name')}
          placeholder={t('table.filter.namePlaceholder')}
          status={nameError ? 'error' : undefined}
          value={name}
          maxLength={50}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(false);
          }}
          onPressEnter={applicable ? saveFavourite : undefined}
        />
        <Button disabled={!applicable} loading={save.isPending} onClick={saveFavourite}>
          {t('table.filter.saveAs')}
        </Button>
      </Space.Compact>
    </Drawer>
  );
}
