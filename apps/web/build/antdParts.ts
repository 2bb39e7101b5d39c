import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * antd widgets import parts they draw only for some options or only once touched: the table imports
 * its column filter menu (Tree, Menu, Radio, Dropdown), the radio and selection menu of its
 * selection column and the body of `virtual` tables; the avatar its group (with a popover); a
 * breadcrumb item its menu; the pager its page-size Select. These imports, and only these, resolve
 * to stand-ins (src/shared/antd/parts) that load the part when it is first drawn or, for the
 * page-size select, first approached, so a list screen does not download them. Anyone else
 * importing the same modules gets antd's own.
 */
const PARTS: { importer: RegExp; source: string; part: string }[] = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    part: 'FilterDropdown.ts',
  },
  { importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/, source: '../../radio', part: 'Radio.ts' },
  { importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/, source: '../../dropdown', part: 'Dropdown.ts' },
  { importer: /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/, source: './RcTable/VirtualTable', part: 'VirtualTable.ts' },
  { importer: /antd[\\/]es[\\/]avatar[\\/]index\.js$/, source: './AvatarGroup', part: 'AvatarGroup.ts' },
  {
    importer: /antd[\\/]es[\\/]breadcrumb[\\/]BreadcrumbItem\.js$/,
    source: '../dropdown/dropdown',
    part: 'BreadcrumbDropdown.ts',
  },
  { importer: /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, source: '../select', part: 'PagerSelect.tsx' },
];

const DIR = path.resolve(import.meta.dirname, '../src/shared/antd/parts');

export function antdParts(): Plugin {
  return {
    name: 'wms-antd-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const hit = PARTS.find((p) => p.source === source && p.importer.test(importer));
      return hit ? path.join(DIR, hit.part) : null;
    },
  };
}
