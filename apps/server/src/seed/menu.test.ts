import { resourceTitle } from '@wms/contract/locales/index';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuSeed } from './menu.ts';

const leaves = (items: MenuSeed[]): MenuSeed[] => items.flatMap((m) => (m.children ? leaves(m.children) : [m]));

describe('seeded menu', () => {
  it('gives every screen a name of its own, in both languages', () => {
    for (const key of ['title', 'titleEn'] as const) {
      const names = leaves(MENU).map((m) => m[key]);
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice, key).toEqual([]);
    }
  });

  it('names a resource screen as the contract titles it (menu, tag, breadcrumb and dialogs agree)', () => {
    for (const m of leaves(MENU).filter((x) => x.component?.startsWith('resource/'))) {
      const name = m.component!.slice('resource/'.length);
      expect([m.title, m.titleEn]).toEqual([resourceTitle('zh', name), resourceTitle('en', name)]);
    }
  });

  it('calls the dashboard as spec §2 does', () => {
    const dash = leaves(MENU).find((m) => m.path === '/inventory/dash')!;
    expect([dash.title, dash.titleEn]).toEqual(['包装管理可视化', 'Packaging management visualisation']);
  });
});
