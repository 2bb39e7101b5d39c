/** The MENU entry the server sends at login (spec §3, docs/api.md). */
export type MenuType = 'menu' | 'iframe' | 'link';

export interface MenuMeta {
  title: string;
  titleEn?: string;
  icon?: string;
  type?: MenuType;
  /** Roles allowed to see the entry; absent = every signed-in user. */
  role?: string[];
  /** Shown without the main layout. */
  fullpage?: boolean;
  /** false hides the breadcrumb bar on this page. */
  breadcrumb?: boolean;
  /** Frame address (iframe) or target address (link). */
  url?: string;
  /** Routed but not listed in the side menu (e.g. detail pages, the profile page). */
  hidden?: boolean;
}

export interface MenuEntry {
  name: string;
  path: string;
  component?: string;
  redirect?: string;
  meta: MenuMeta;
  children?: MenuEntry[];
}
