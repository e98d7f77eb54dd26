import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Payments } from '../payments';

export interface ClubsDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** A paid club's subscription is sold through the payments module (its product and checkouts). */
  payments: Payments;
  /** Where join and leave requests are sent for the request job; an app without a queue refuses. */
  jobs: Pick<Jobs, 'send'>;
  /** The clock (tests of the subscription's end pass their own). */
  now: () => Date;
}
