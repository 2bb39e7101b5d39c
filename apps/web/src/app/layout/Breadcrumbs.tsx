import { Breadcrumb } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { nodeTitle, type RouteNode } from '../routeTree.ts';

/** The page's ancestors then itself (spec §2). */
export function Breadcrumbs({ trail }: { trail: readonly RouteNode[] }) {
  const { i18n } = useTranslation();
  return <Breadcrumb items={trail.map((n) => ({ key: n.id, title: nodeTitle(n, i18n.language) }))} />;
}
