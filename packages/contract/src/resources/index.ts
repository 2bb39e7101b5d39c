import type { ResourceDef } from '../resource.ts';
import { location } from './location.ts';
import { warehouse } from './warehouse.ts';

/** Every master-data resource; the server serves and the web lists exactly these. */
export const RESOURCES: readonly ResourceDef[] = [warehouse, location];

export const RESOURCE_BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));
