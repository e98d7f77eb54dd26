import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_MAX } from '../config';
import { listenOnPostgres } from './listen';
import { withMigrationsUpTo } from './migrations-up-to';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw SQL runner for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** One open database, whichever engine is behind it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /**
   * Applies the migrations not yet applied; with `upTo` (a schema version, schema-version.ts) only
   * those up to that one (a restore loads an older archive into the schema it was taken from).
   */
  migrate(upTo?: number): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Hears the notifications sent on `channel` (LISTEN/NOTIFY) by any session, this one included,
   * until the answer is called. `onGap` says the listening connection was lost and is back:
   * whatever was notified in between was not heard.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /** The connection pool's use now (PostgreSQL; PGlite has no pool), for the metrics. */
  pool?: () => PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

// Resolved next to this file in the sources, next to main.js in the bundle (the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A PGlite database, which can also be written out whole (tests copy one migrated database). */
export interface PgliteDatabase extends Database {
  /** The data directory as a tarball, for `openPglite`'s `template`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens the embedded PGlite database: in memory for `memory://`, else files under the given
 * directory; started from a `template` dump instead of an empty cluster when one is given.
 */
export async function openPglite(
  dataDir: string,
  { template }: { template?: Blob } = {},
): Promise<PgliteDatabase> {
  const client = await PGlite.create({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // pg-boss sends multi-statement scripts without parameters; only `exec` runs those on PGlite.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: (upTo) =>
      withMigrationsUpTo(migrationsFolder, upTo, (folder) =>
        migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      ),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    // PGlite is one session in this process: it hears its own notifications once they commit.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      // A closed database has stopped listening with everything else (a test closes it first).
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/** Opens a PostgreSQL pool; fails fast with the driver's message when the server cannot be reached. */
export async function openPostgres(connectionString: string, poolMax = DEFAULT_POOL_MAX): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolMax, connectionTimeoutMillis: 5_000 });
  // Idle clients that lose their connection must not crash the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values),
    migrate: (upTo) =>
      withMigrationsUpTo(migrationsFolder, upTo, (folder) =>
        migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
      ),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    listen: (channel, onMessage, onGap) => listenOnPostgres(connectionString, channel, onMessage, onGap),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    close: () => pool.end(),
  };
}
