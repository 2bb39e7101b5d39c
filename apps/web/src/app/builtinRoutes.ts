import { routeTitles as titles } from '../locales/routeTitles.ts';
import type { MenuEntry } from '../shared/menu.ts';

/**
 * Routes every console has, merged with the stored MENU after login (spec §2). A `role` list
 * restricts one to users holding any of those roles; without it every signed-in user gets it.
 */
export const BUILTIN_ROUTES: readonly MenuEntry[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    component: 'dashboard/index',
    meta: { ...titles('route.dashboard'), icon: 'dashboard' },
  },
  {
    name: 'profile',
    path: '/profile',
    component: 'profile/index',
    meta: { ...titles('route.profile'), icon: 'user', hidden: true },
  },
];
