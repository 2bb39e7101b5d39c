import { z } from 'zod';
import { zText } from './scalars-schema.ts';

/**
 * Table configuration (`/system/table`, issue 14 §4): the default columns of a list (order, width,
 * visibility) a user's own column settings start from. `name` is a list's resource name (its
 * ResourceDef `name`); the columns are kept in order.
 */
export const TABLE_COLUMN_MIN_WIDTH = 50;
export const TABLE_COLUMN_MAX_WIDTH = 800;

export const ZTableColumn = z.object({
  name: zText(100).min(1),
  visible: z.boolean(),
  width: z.number().int().min(TABLE_COLUMN_MIN_WIDTH).max(TABLE_COLUMN_MAX_WIDTH).nullable().optional(),
});
export type TTableColumn = z.infer<typeof ZTableColumn>;

/** A list's resource name; the example is a list that exists, as the server checks. */
export const ZTableName = zText(100)
  .regex(/^[A-Za-z][\w]*$/)
  .meta({ example: 'warehouse' });

export const ZTableConfigSave = z
  .object({ name: ZTableName, columns: z.array(ZTableColumn).min(1).max(200) })
  .meta({ example: { name: 'warehouse', columns: [{ name: 'code', visible: true, width: 120 }] } });
export type TTableConfigSave = z.infer<typeof ZTableConfigSave>;

export const ZTableConfig = z.object({
  name: z.string(),
  /** Null: no server default, the list's own definition decides. */
  columns: z.array(ZTableColumn).nullable(),
  updatedAt: z.string().nullable(),
});
export type TTableConfig = z.infer<typeof ZTableConfig>;
