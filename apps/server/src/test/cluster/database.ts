import pg from 'pg';

/**
 * What the cluster test reads from the instances' shared database: what its backends wait for and
 * what the job queue (pg-boss, schema `pgboss`) recorded. Each instance names its connections
 * (`PGAPPNAME`), so a backend tells which instance it serves.
 */
export interface ClusterDatabase {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** A connection of its own, for a transaction the test holds open. */
  connect(): Promise<pg.PoolClient>;
  /** The instances (their `PGAPPNAME`) whose statements on `table` wait for a lock another transaction holds. */
  waitingOnLocks(table: string): Promise<string[]>;
  /** How many jobs of `queue` were created from `from` (inclusive) to `to` (exclusive). */
  jobsCreated(queue: string, from: Date, to: Date): Promise<number>;
  now(): Promise<Date>;
  close(): Promise<void>;
}

export function openClusterDatabase(url: string): ClusterDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as T[];
  return {
    query,
    connect: () => pool.connect(),
    async waitingOnLocks(table) {
      const rows = await query<{ name: string }>(
        `select application_name as "name" from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and application_name <> ''
            and query like '%' || $1 || '%'`,
        [table],
      );
      return rows.map((row) => row.name);
    },
    async jobsCreated(queue, from, to) {
      // Completed jobs move to the archive after hours: within the test, all are in pgboss.job.
      const [row] = await query<{ count: number }>(
        `select count(*)::int as "count" from pgboss.job
          where name = $1 and created_on >= $2 and created_on < $3`,
        [queue, from, to],
      );
      return row!.count;
    },
    async now() {
      const [row] = await query<{ now: Date }>('select now() as "now"');
      return row!.now;
    },
    close: () => pool.end(),
  };
}
