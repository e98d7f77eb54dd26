import { AppError, decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '@tightlines/domain';
import { and, eq, gt, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Keyset paging on (instant, id), the one helper of every list that pages this way (payments,
 * tournaments, members). A page asks for `limit + 1` rows: the extra one only says there is more.
 */
export interface KeysetOrder {
  at: AnyColumn;
  id: AnyColumn;
  /** 'desc': newest first (rows before the cursor); 'asc': oldest first (rows after it). */
  direction: 'asc' | 'desc';
}

/** The cursor a client sent back, decoded; VALIDATION naming `cursor` when it is not one of ours. */
export function readCursor(cursor: string | undefined): KeysetCursor | null {
  if (!cursor) return null;
  const after = decodeKeysetCursor(cursor);
  if (!after) throw new AppError('VALIDATION', { details: { fields: ['cursor'] } });
  return after;
}

/** The rows past `after` in `order` (undefined: from the start). */
export function afterCursor(order: KeysetOrder, after: KeysetCursor | null): SQL | undefined {
  if (!after) return undefined;
  const past = order.direction === 'desc' ? lt : gt;
  return or(past(order.at, after.at), and(eq(order.at, after.at), past(order.id, after.id)));
}

/** The first `limit` of `rows` (fetched with `limit + 1`) and the cursor of the next page, if any. */
export function keysetPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => KeysetCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeKeysetCursor(keyOf(last)) : null };
}
