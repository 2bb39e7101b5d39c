import { useSearchParams } from 'react-router';
import { DictSelect } from '../../shared/form/DictSelect.tsx';

/**
 * The filters of a container-account screen kept in the address, so a link or a reload shows the same list:
 * the params, and `set`, which changes some of them and goes back to page 1 (a blank value removes its key).
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
      return next;
    });
  return { params, set };
}

/** A dictionary's drop-down in a list's toolbar, named by its label (read out and shown while empty). */
export function DictFilter({
  name,
  label,
  width,
  value,
  onChange,
}: {
  name: string;
  label: string;
  width: number;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  return (
    <DictSelect
      name={name}
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={value}
      onChange={(v) => onChange(v as string | undefined)}
    />
  );
}
