import type { TFilterItem } from '@wms/contract/table';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import type { ResourceRepository } from '../resource-repository.ts';
import type { Row, ServerResource } from '../server-resource.ts';

/**
 * Every row of a resource, ordered by code, with the same fields (and reference labels) as the
 * list; for dropdowns that load a whole small list at once.
 */
export async function allRows(repo: ResourceRepository, db: DbOrTx, filter: TFilterItem[] = []): Promise<Row[]> {
  const out: Row[] = [];
  for await (const batch of repo.batches(db, { filter, prop: repo.res.def.codeField, order: 'asc' })) out.push(...batch);
  return out;
}

/** `GET <path><suffix>` → `{action:'ok', message:'', data:[row...]}`, for whoever may view the resource. */
export function allRowsRoute(app: FastifyInstance, res: ServerResource, suffix: string) {
  const { path, area, key, name } = res.def;
  app.get(`${path}${suffix}`, { config: { access: `${area}/${key}/view` }, schema: { tags: [key] } }, async () => ({
    action: 'ok',
    message: '',
    data: await allRows(app.registry.repo(name), app.db),
  }));
}
