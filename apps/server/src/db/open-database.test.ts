import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('opens at most DATABASE_POOL_MAX connections however many queries wait', async () => {
    const config = loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_POOL_MAX: '3' });
    const database = await openConfiguredDatabase(config);
    try {
      const backends = await Promise.all(
        Array.from({ length: 9 }, () =>
          database.executeSql('select pg_backend_pid() as pid from pg_sleep(0.05)', []),
        ),
      );
      const pids = new Set(backends.map((result) => (result.rows[0] as { pid: number }).pid));
      expect(pids.size).toBe(3);
    } finally {
      await database.close();
    }
  });
});
