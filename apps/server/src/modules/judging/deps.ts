import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { LiveEvents } from '../../platform/events/live-events';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import type { TournamentsDeps } from '../tournaments';

export interface JudgingDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Where a decision tells the tournament's live leaderboard (issue 35 point 4). */
  events: LiveEvents;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** What the tournaments module needs to list and present the judge's tournaments. */
  tournaments: TournamentsDeps;
  /** The clock (tests of time rules pass their own). */
  now: () => Date;
}
