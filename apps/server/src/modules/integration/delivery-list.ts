import { webhookDelivery as def } from '@wms/contract/integration/webhook';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { webhookDelivery } from '../../db/schema/index.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';

/** The deliveries list, its filters and sort through the generic engine (it has no references). */
export const deliveryList = new ResourceRepository(
  { def, table: webhookDelivery as PgTable, columns: getTableColumns(webhookDelivery) as Record<string, AnyPgColumn>, hooks: {} },
  () => {
    throw new Error('the deliveries have no references');
  },
);
