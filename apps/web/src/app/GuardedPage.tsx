import { QueryClientProvider } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import type { GuardData } from './guardLoader.ts';
import './dayjsLocale.ts';
import { queryClient } from '../shared/api/queryClient.ts';
import { useDocumentTitle } from '../shared/page/useDocumentTitle.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { nodeTitle } from './routeTree.ts';

/**
 * Element of the guarded catch-all route: the resolved page, inside the layout unless full-page.
 * The TanStack Query provider lives here, with the signed-in console: the public pages do not
 * need it, and leaving it out of the start-up chunk keeps /login light.
 */
export default function GuardedPage() {
  const data = useLoaderData() as GuardData;
  const { i18n } = useTranslation();
  const title = data.kind === 'page' ? nodeTitle(data.node, i18n.language) : '404';
  useDocumentTitle(title);
  return (
    <QueryClientProvider client={queryClient}>
      {data.kind === 'page' && data.node.fullpage ? <data.Page /> : <MainLayout data={data} title={title} />}
    </QueryClientProvider>
  );
}
