import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { openPglite, openPostgres, type Database } from './database';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR
 * (locked against a second process) or in memory. Closing the database also releases the lock.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  if (config.inMemory) return openPglite('memory://');
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
