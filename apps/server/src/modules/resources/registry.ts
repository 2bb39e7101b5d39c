import { RESOURCES } from '@wms/contract/resources/index';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { OVERRIDES } from './overrides/index.ts';
import { ResourceRepository } from './resource-repository.ts';
import { type Referrer, ResourceService } from './resource-service.ts';
import { type ServerResource, serverResource } from './server-resource.ts';

/**
 * Every contract resource paired with the table of the same name in the schema, plus its
 * overrides if it has any. Adding a resource needs no line here.
 */
export function buildRegistry() {
  const tables = schema as unknown as Record<string, PgTable>;
  const resources = new Map<string, ServerResource>();
  for (const def of RESOURCES) {
    const table = tables[def.table ?? def.name];
    if (!table) throw new Error(`resource ${def.name}: no table named ${def.table ?? def.name} in the schema`);
    resources.set(def.name, serverResource(def, table, OVERRIDES[def.name]));
  }
  const get = (name: string) => {
    const r = resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  const repos = new Map([...resources.values()].map((r) => [r.def.name, new ResourceRepository(r, get)]));
  const repo = (name: string) => repos.get(name) ?? (get(name) as never);
  const referrers = (name: string): Referrer[] =>
    [...resources.values()].flatMap((r) =>
      r.def.fields.filter((f) => f.kind === 'ref' && f.ref === name).map((f) => ({ repo: repo(r.def.name), field: f.name })),
    );
  const services = new Map(
    [...resources.values()].map((r) => [r.def.name, new ResourceService(r, repo(r.def.name), repo, () => referrers(r.def.name))]),
  );
  return { resources, services, repo };
}

export type Registry = ReturnType<typeof buildRegistry>;
