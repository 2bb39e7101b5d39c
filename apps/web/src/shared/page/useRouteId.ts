import { useLoaderData } from 'react-router';

/**
 * What a page reads of its guard's loader data (app/guardLoader.ts `GuardData`, which satisfies it):
 * the path parameters of the page the guard matched. Declared here so pages need nothing of app/.
 */
export type RouteParamsData = { kind: 'page'; params: Record<string, string | undefined> } | { kind: 'notFound' };

/** The `:id` of a sub-screen's path (app/subpages.ts), as the guard matched it. */
export function useRouteId(): number | undefined {
  const data = useLoaderData() as RouteParamsData | undefined;
  const raw = data?.kind === 'page' ? data.params.id : undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
