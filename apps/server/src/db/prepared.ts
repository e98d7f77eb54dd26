import type { Db } from './database';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database (or transaction) and then only executed: Drizzle spends about a
 * millisecond building a query's SQL, and a feed page runs four. `name` also names the server-side
 * prepared statement on PostgreSQL, so it must stand for one SQL text only.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
