import type { Db } from '../../db/database';
import type { Storage } from '../../platform/storage/storage';

export interface RankingsDeps {
  db: Db;
  /** Signs the pictures of ranked boats and people. */
  storage: Storage;
  /** The clock: what "today" is when a ranking names no date. */
  now: () => Date;
}
