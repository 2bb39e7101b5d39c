import { useLoaderData } from 'react-router';
import type { GuardData } from '../../app/guardLoader.ts';

/** The `:id` of a sub-screen's path (app/subpages.ts), as the guard matched it. */
export function useRouteId(): number | undefined {
  const data = useLoaderData() as GuardData | undefined;
  const raw = data?.kind === 'page' ? data.params.id : undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
