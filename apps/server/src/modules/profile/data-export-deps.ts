import type { Db } from '../../db/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';

/** What "download all my data" is given (app wiring; tests build their own, with their clock). */
export interface DataExportDeps {
  db: Db;
  /** Reads the user's media and keeps the zip. */
  storage: Storage;
  mailer: Mailer;
  /** Where the build job is sent; an app without a queue refuses the request. */
  jobs: Pick<Jobs, 'send'>;
  /** The app's one clock: expiry and the cleanup read it. */
  now: () => Date;
  /** The app's address, for the e-mail's link. */
  publicUrl: string;
}
