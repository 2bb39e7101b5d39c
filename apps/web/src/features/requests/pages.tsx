import NotFoundPage from '../../shared/page/NotFoundPage.tsx';
import { useRouteId } from '../../shared/page/useRouteId.ts';
import { REQ_KIND_DEFS } from './kinds.ts';
import { RequestDetailScreen } from './RequestDetailScreen.tsx';
import { RequestFormScreen } from './RequestFormScreen.tsx';
import { RequestListPage } from './RequestListPage.tsx';

/** The pages of app/components.ts: each kind's list (its menu entry) and its hidden add, edit and detail (app/subpages.ts). */
const { tr, mr } = REQ_KIND_DEFS;

export const TrListPage = () => <RequestListPage kind={tr} />;
export const MrListPage = () => <RequestListPage kind={mr} />;
export const TrAddPage = () => <RequestFormScreen kind={tr} />;
export const MrAddPage = () => <RequestFormScreen kind={mr} />;

export function TrEditPage() {
  const id = useRouteId();
  return id ? <RequestFormScreen key={id} kind={tr} id={id} /> : <NotFoundPage />;
}
export function MrEditPage() {
  const id = useRouteId();
  return id ? <RequestFormScreen key={id} kind={mr} id={id} /> : <NotFoundPage />;
}
export function TrDetailPage() {
  const id = useRouteId();
  return id ? <RequestDetailScreen key={id} kind={tr} id={id} /> : <NotFoundPage />;
}
export function MrDetailPage() {
  const id = useRouteId();
  return id ? <RequestDetailScreen key={id} kind={mr} id={id} /> : <NotFoundPage />;
}
