import { type SQL, sql } from 'drizzle-orm';

/**
 * Many values as one typed array parameter, for statements that read thousands of rows from the client
 * (`unnest(a, b, …)`): PostgreSQL reads an int or boolean array several times faster than the same
 * values as JSON records (6,000 rows of four integers: ~7 ms against ~28 ms for jsonb_to_recordset),
 * and the parameter is a few bytes per value. Integers and booleans only: text goes as JSON.
 */
export const intArray = (xs: readonly number[]): SQL => {
  for (const x of xs) if (!Number.isInteger(x)) throw new Error(`intArray: ${x} is not an integer`);
  return sql`${`{${xs.join(',')}}`}::int[]`;
};

export const boolArray = (xs: readonly boolean[]): SQL => sql`${`{${xs.map((x) => (x ? 't' : 'f')).join(',')}}`}::boolean[]`;
