import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import type { Payments } from '../payments';

export interface TournamentsDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  payments: Payments;
  /** Where the upload-deadline job is sent; an app without a queue refuses, and that is logged. */
  jobs: Pick<Jobs, 'send'>;
  /** The clock (tests of time rules pass their own). */
  now: () => Date;
  /**
   * Finishes the judging of a tournament (the judging module's, given at wiring): Finished means
   * official results, so the organiser's Finish goes through it.
   */
  finishJudging: (actor: Actor, tournamentId: string) => Promise<unknown>;
}
