import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Storage } from '../../platform/storage/storage';
import type { Payments } from '../payments';

export interface TeamsDeps {
  db: Db;
  /** The team's picture goes through the media pipeline (its own upload, signed URLs). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** A paid tournament's team registration is sold through the payments module. */
  payments: Payments;
  /** The clock (tests of the join rule's times pass their own). */
  now: () => Date;
}
