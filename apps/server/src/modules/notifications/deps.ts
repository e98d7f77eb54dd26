import type { Db } from '../../db/database';

export interface NotificationsDeps {
  db: Db;
  /** The clock (when a notification was read). */
  now: () => Date;
}
