import { Select, type SelectProps } from 'antd';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useDict } from './useDict.ts';

export interface DictSelectProps extends Omit<SelectProps, 'options' | 'loading'> {
  /** Dictionary (enumeration) name, e.g. 'locationType'. */
  name: string;
}

/** A select whose options come from the dictionary (`GET /system/dict/_get?name=`). */
export function DictSelect({ name, placeholder, ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { options, loading } = useDict(name);
  return (
    <Select
      allowClear
      placeholder={placeholder ?? t('table.select.placeholder')}
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      options={options}
      loading={loading}
    />
  );
}
