import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/paging.ts';
import type { Page } from '../db/keyset.ts';

/**
 * Answers a page of a list (decision 034): the rows as the plain array spec §7's calls read, the
 * list's size in X-Total-Count, and X-Next-Cursor while another page follows.
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
