import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER, type PageQuery } from '#shared/paging.ts';
import { AppError } from '../errors.ts';

/**
 * Keyset paging (decision 034). A list's order is a keyset: columns, each not null, the last one
 * unique (the id), so every row has one place. A page reads the rows after the last one of the
 * previous page in that order, by an index, wherever the list has got to; an offset would make
 * PostgreSQL read and throw away every earlier row, and skip or repeat rows when one is added or
 * removed between pages.
 */

type KeyKind = 'timestamp' | 'integer' | 'uuid';

interface KeyPart {
  column: AnyColumn;
  kind: KeyKind;
  direction: 'asc' | 'desc';
}

export interface Keyset {
  /** Which list the keyset orders: a cursor of one list is refused by another. */
  list: string;
  parts: readonly KeyPart[];
}

export function defineKeyset(list: string, parts: readonly KeyPart[]): Keyset {
  return { list, parts };
}

/** The list's ORDER BY. */
export function keysetOrderBy(keyset: Keyset): SQL[] {
  return keyset.parts.map(({ column, direction }) => (direction === 'asc' ? asc(column) : desc(column)));
}

/**
 * A select field: the row's key as a JSON array of text and numbers. Timestamps are written to
 * the microsecond, as PostgreSQL keeps them (a JavaScript Date keeps milliseconds, so two rows of
 * one millisecond would be one place for a Date, and a page could skip one of them).
 */
export function keysetKeyField(keyset: Keyset): SQL<string> {
  const values = keyset.parts.map(({ column, kind }) => {
    if (kind === 'timestamp') return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    return kind === 'uuid' ? sql`${column}::text` : sql`${column}`;
  });
  return sql<string>`json_build_array(${sql.join(values, sql`, `)})::text`;
}

const sqlTypes: Record<KeyKind, string> = { timestamp: 'timestamptz', integer: 'integer', uuid: 'uuid' };

/**
 * The rows after `key` in the keyset's order. When every part runs one way this is one row
 * comparison, `(a, b) < (x, y)`, which a B-tree index on the columns answers directly; mixed
 * directions spell it out, with a bound on the first column that an index can still use.
 */
export function keysetAfter(keyset: Keyset, key: readonly (string | number)[]): SQL {
  const parts = keyset.parts.map((part, index) => ({
    ...part,
    value: sql`${key[index]}::${sql.raw(sqlTypes[part.kind])}`,
  }));
  const [first] = parts;
  if (!first) throw new Error(`Keyset ${keyset.list} has no columns`);
  const after = (direction: KeyPart['direction']) => sql.raw(direction === 'asc' ? '>' : '<');
  if (parts.every((part) => part.direction === first.direction)) {
    const columns = sql.join(
      parts.map((part) => sql`${part.column}`),
      sql`, `,
    );
    const values = sql.join(
      parts.map((part) => part.value),
      sql`, `,
    );
    return sql`(${columns}) ${after(first.direction)} (${values})`;
  }
  // (a after x) or (a = x and b after y) or (a = x and b = y and c after z) ...
  const alternatives = parts.map((part, index) => {
    const equalBefore = parts.slice(0, index).map((earlier) => sql`${earlier.column} = ${earlier.value}`);
    return sql.join([...equalBefore, sql`${part.column} ${after(part.direction)} ${part.value}`], sql` and `);
  });
  const bound = sql`${first.column} ${after(first.direction)}= ${first.value}`;
  return sql`(${bound} and (${sql.join(alternatives, sql` or `)}))`;
}

const keyValueSchemas: Record<KeyKind, z.ZodType<string | number>> = {
  timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine((value) => !Number.isNaN(Date.parse(value))),
  integer: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
};

/** The cursor of the page after the row with this key (`keysetKeyField`): base64url JSON. */
export function encodeCursor(keyset: Keyset, keyField: string): string {
  const key: unknown = JSON.parse(keyField);
  return Buffer.from(JSON.stringify({ list: keyset.list, key }), 'utf8').toString('base64url');
}

/**
 * The key a cursor carries, checked against the keyset: a cursor that this server did not make
 * for this list is refused with 400 before it reaches SQL. (A cursor says only where to start;
 * what a request may read is decided by its own filters, so a well-formed cursor needs no seal.)
 */
export function decodeCursor(keyset: Keyset, cursor: string): (string | number)[] {
  const schema = z.object({
    list: z.literal(keyset.list),
    key: z.tuple(keyset.parts.map((part) => keyValueSchemas[part.kind]) as [z.ZodType<string | number>]),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const message = `cursor is not valid for this list: pass the ${NEXT_CURSOR_HEADER} header of the previous page as it is`;
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { cursor: [message] } });
  }
  return result.data.key;
}

/** What a repository needs to read one page: one row more than asked shows whether another page follows. */
export interface PageRequest {
  limit: number;
  /** The rows after the cursor, or undefined for the first page. */
  after: SQL | undefined;
}

export function toPageRequest(keyset: Keyset, query: PageQuery): PageRequest {
  return {
    limit: query.limit,
    after: query.cursor ? keysetAfter(keyset, decodeCursor(keyset, query.cursor)) : undefined,
  };
}

/** One page of a list, its total, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** A page from the rows a repository read with `limit + 1` (each with its `pageKey`). */
export function toPage<Row extends { pageKey: string }, T>(
  keyset: Keyset,
  request: PageRequest,
  rows: Row[],
  total: number,
  toItem: (row: Row) => T,
): Page<T> {
  const shown = rows.slice(0, request.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    total,
    nextCursor: rows.length > request.limit && last ? encodeCursor(keyset, last.pageKey) : null,
  };
}

/**
 * Every row of a list, read a page of `pageSize` at a time in the keyset's order: for a server
 * answer that is short by nature (one client's records in one venue) but must not be cut off.
 */
export async function readEveryRow<Row extends { pageKey: string }>(
  keyset: Keyset,
  readPage: (page: PageRequest) => Promise<{ rows: Row[] }>,
  pageSize = 200,
): Promise<Row[]> {
  const all: Row[] = [];
  let after: SQL | undefined;
  for (;;) {
    const { rows } = await readPage({ limit: pageSize, after });
    const shown = rows.slice(0, pageSize);
    all.push(...shown);
    const last = shown.at(-1);
    if (rows.length <= pageSize || !last) return all;
    after = keysetAfter(keyset, JSON.parse(last.pageKey) as (string | number)[]);
  }
}
