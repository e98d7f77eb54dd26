import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_MAX } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw SQL runner for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What a LISTEN subscription reports: each NOTIFY payload, and whether it is live (none can be missed). */
export interface NotificationListener {
  message(payload: string): void;
  /** False while the connection is down (notifications may be lost), true once listening again. */
  live?(isLive: boolean): void;
}

/** One open database, whichever engine is behind it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Subscribes to NOTIFY on `channel` (a plain identifier); resolves to the function that stops it. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Sends a NOTIFY on `channel` (delivered to every listening process once this statement commits). */
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
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
    listen: async (channel, listener) => {
      const stop = await client.listen(checkedChannel(channel), (payload) => listener.message(payload));
      listener.live?.(true);
      return stop;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
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
    listen: (channel, listener) => listenPostgres(connectionString, checkedChannel(channel), listener),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: () => pool.end(),
  };
}

function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (outside the pool, which hands connections around). When it
 * cannot connect or drops, the listener hears `live(false)` and the subscription tries again every
 * second until stopped.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    candidate.on('error', () => undefined);
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener.message(message.payload ?? '');
    });
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = null;
      listener.live?.(false);
      schedule();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${channel}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    listener.live?.(true);
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => connect().catch(schedule), RELISTEN_DELAY_MS);
    retry.unref();
  };

  await connect().catch(() => {
    listener.live?.(false);
    schedule();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
