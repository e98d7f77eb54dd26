import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import type { Payments } from '../payments';

export interface ClubsDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** A paid club's subscription is sold through the payments module (its product and checkouts). */
  payments: Payments;
  /** Club pictures (the media pipeline's uploads, signed for reading). */
  storage: Storage;
  /** The app's own address (link previews of a club's page). */
  publicUrl: string;
  /** Where join and leave requests are sent for the request job; an app without a queue refuses. */
  jobs: Pick<Jobs, 'send'>;
  /** The clock (tests of the subscription's end pass their own). */
  now: () => Date;
}
