import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-lists.ts';

/** `column in ('a', 'b', ...)` from one of the shared constant lists, so SQL and code agree. */
export function isOneOf(column: unknown, values: readonly string[]) {
  return sql`${column} in ${sqlList(values)}`;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Binary columns (signature images, signed PDFs) as Buffers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
