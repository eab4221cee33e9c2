import { sql, type SQL } from 'drizzle-orm';

/**
 * `('a', 'b', ...)` for SQL from one of the shared constant lists (statuses and the like), so
 * the SQL and the code read one list. Only for these constants: the values are not parameters.
 */
export function sqlList(values: readonly string[]): SQL {
  if (values.some((value) => !/^[a-z_]+$/.test(value))) throw new Error(`Not a constant list: ${values.join(', ')}`);
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}
