import type { ResourceDef } from '@wms/contract/resource';

/**
 * The fields whose column must lead an index, read from the definition (issue 12): the default
 * sort (the first page of every visit orders by it; a reference sorts by its label in another
 * table, so its own column serves the filter instead), the code (table-select and suggest order
 * by it) and each reference (lists filter by it, and a refused delete counts the rows holding it).
 * Keyword search is `%word%`, which no btree serves: it is left to the count estimate.
 */
export function indexNeeds(def: ResourceDef): string[] {
  const needs = new Set<string>();
  if (def.defaultSort && def.defaultSort.prop !== 'id') needs.add(def.defaultSort.prop);
  if (def.codeField !== 'id') needs.add(def.codeField);
  for (const f of def.fields) if (f.kind === 'ref') needs.add(f.name);
  return [...needs];
}
