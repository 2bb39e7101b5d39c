import { Layout, theme, Watermark } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { userStore } from '../../shared/session.ts';
import { MOBILE_MAX_WIDTH, settingsStore, updateSettings } from '../../shared/settings.ts';
import { useStore } from '../../shared/store.ts';
import { lazyPanel } from '../../shared/table/lazyPanel.tsx';
import type { GuardData } from '../guardLoader.ts';
import { Brand } from './Brand.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import type { MobileMenuProps } from './MobileMenu.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { PageRefreshContext } from './PageRefreshContext.ts';
import { SideMenu } from './SideMenu.tsx';
import { TagsBar } from './TagsBar.tsx';
import { dispatchTags, tagsStore } from './tags.ts';
import { useScrollMemory } from './useScrollMemory.ts';
import { watermarkGeometry } from './watermark.ts';

// Narrow screens only, and only once opened.
const MobileMenu = lazyPanel<MobileMenuProps>(() => import('./MobileMenu.tsx'));

const SIDER_WIDTH = 220;
const HEADER_HEIGHT = 48;
/** A 100 × 40 px text box on the spec's 150 px tile. */
const WATERMARK = watermarkGeometry(100, 40);

/** Keeps `ismobile` in step with the viewport (drawer menu under 768 px). */
function useResponsive(): void {
  useEffect(() => {
    const onResize = () => updateSettings({ ismobile: window.innerWidth < MOBILE_MAX_WIDTH });
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/** The main layout: side menu, header with breadcrumbs and user menu, tags bar, watermarked content. */
/** Seen by screen readers only: the tag bar and breadcrumb already show the title on screen. */
const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function MainLayout({ data, title }: { data: GuardData; title: string }) {
  const { token } = theme.useToken();
  const location = useLocation();
  const settings = useStore(settingsStore);
  const user = useStore(userStore);
  const refreshes = useStore(tagsStore).refresh;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  useResponsive();

  const path = location.pathname;
  const fullPath = `${path}${location.search}`;
  const trail = useMemo(() => (data.kind === 'page' ? [...data.ancestors, data.node] : []), [data]);
  const node = data.kind === 'page' ? data.node : undefined;

  // Tag of the page; a new one goes right after the page we came from.
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (node) {
      dispatchTags({
        type: 'visit',
        tag: { path, fullPath, name: node.name, meta: { title: node.title, titleEn: node.titleEn } },
        after: previous.current,
      });
    }
    previous.current = path;
  }, [path, fullPath, node]);

  // Scroll, refresh and the page's identity follow the path: paging a list (its query) is the same page.
  useScrollMemory(contentRef, path);

  const refresh = refreshes[path] ?? 0;
  const { Page } = data;
  // A refresh remounts the page, except an iframe, which reloads itself (empty src for 200 ms).
  const pageKey = node?.type === 'iframe' ? path : `${path}#${refresh}`;

  // The menu, header and page are kept as the same elements while their inputs hold, so a change
  // of the query alone (paging a list) redraws the list, not the whole console around it.
  const collapsed = !settings.ismobile && settings.menuIsCollapse;
  const menu = useMemo(
    () => <SideMenu tree={data.table.tree} trail={trail} collapsed={collapsed} onNavigate={() => setDrawerOpen(false)} />,
    [data.table.tree, trail, collapsed],
  );
  const showBreadcrumb = node?.breadcrumb !== false;
  const header = useMemo(
    () => <HeaderBar trail={trail} showBreadcrumb={showBreadcrumb} onOpenDrawer={() => setDrawerOpen(true)} />,
    [trail, showBreadcrumb],
  );
  const page = useMemo(
    () => (
      <PageRefreshContext.Provider value={refresh}>
        <Page key={pageKey} />
      </PageRefreshContext.Provider>
    ),
    [Page, pageKey, refresh],
  );

  return (
    <Layout style={{ height: '100vh' }}>
      {settings.ismobile ? (
        <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH}>
          {menu}
        </MobileMenu>
      ) : (
        <Layout.Sider
          theme="light"
          width={SIDER_WIDTH}
          collapsible
          collapsed={settings.menuIsCollapse}
          trigger={null}
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, overflow: 'auto' }}
        >
          <Brand collapsed={settings.menuIsCollapse} />
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <NavigationProgress />
        <Layout.Header
          style={{
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            padding: '0 12px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'relative',
          }}
        >
          {header}
        </Layout.Header>
        {settings.layoutTags && <TagsBar current={path} />}
        <Layout.Content style={{ position: 'relative', minHeight: 0 }}>
          <h1 style={VISUALLY_HIDDEN}>{title}</h1>
          <Watermark
            content={user?.name ?? ''}
            width={WATERMARK.width}
            height={WATERMARK.height}
            gap={WATERMARK.gap}
            rotate={WATERMARK.rotate}
            // Page background only: antd would also draw it inside dialogs and drawers, over the forms.
            inherit={false}
            style={{ height: '100%' }}
          >
            {/* Focusable so the keyboard can scroll a screen with nothing else to focus (WCAG 2.1.1, axe scrollable-region-focusable). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard. */}
            <div ref={contentRef} tabIndex={0} style={{ height: '100%', overflow: 'auto' }}>
              {page}
            </div>
          </Watermark>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
