import type { ResourceDef } from '../resource.ts';
import { basFacility } from './bas-facility.ts';
import { carrier } from './carrier.ts';
import { company } from './company.ts';
import { consignee } from './consignee.ts';
import { consignor } from './consignor.ts';
import { container } from './container.ts';
import { customer } from './customer.ts';
import { dock } from './dock.ts';
import { facility } from './facility.ts';
import { item } from './item.ts';
import { itemPack } from './item-pack.ts';
import { location } from './location.ts';
import { ibLpn, lpn, obLabel, obLpn } from './lpn.ts';
import { operator } from './operator.ts';
import { packaging } from './packaging.ts';
import { packagingBom } from './packaging-bom.ts';
import { packagingItem } from './packaging-item.ts';
import { packagingMaterial } from './packaging-material.ts';
import { primaryUnit } from './primary-unit.ts';
import { productSku } from './product-sku.ts';
import { productionPlan } from './production-plan.ts';
import { secondaryUnit } from './secondary-unit.ts';
import { settingSku } from './setting-sku.ts';
import { unit } from './unit.ts';
import { warehouse } from './warehouse.ts';
import { zone } from './zone.ts';

/** Every master-data resource; the server serves and the web lists exactly these. */
export const RESOURCES: readonly ResourceDef[] = [
  // Setting
  warehouse,
  location,
  consignor,
  consignee,
  customer,
  carrier,
  operator,
  facility,
  packaging,
  packagingItem,
  packagingBom,
  settingSku,
  // Basic data
  lpn,
  container,
  company,
  dock,
  basFacility,
  zone,
  unit,
  primaryUnit,
  secondaryUnit,
  packagingMaterial,
  // Product
  item,
  itemPack,
  productSku,
  // Inbound
  ibLpn,
  // Outbound
  obLpn,
  obLabel,
  // Inventory
  productionPlan,
];

export const RESOURCE_BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));
