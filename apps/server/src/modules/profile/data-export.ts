import { randomUUID } from 'node:crypto';
import { AppError, DATA_EXPORT_DAYS, type DataExportStateDto } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { getUserByEmail } from '../users';
import { removeExpiredExports } from './data-export-build';
import type { DataExportDeps } from './data-export-deps';
import { buildDataExportJob } from './data-export-jobs';
import { findLatest, findOwn, findPreparing, insertExport, lockAccount } from './data-export-repo';
import { canEditAccount } from './policy';
import { toDataExportState } from './presenter';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the signed address of a zip lasts: long enough to start the download, no more. */
const DOWNLOAD_URL_SECONDS = 60;

async function ownAccount(deps: DataExportDeps, actor: Actor, userEmail: string): Promise<string> {
  const user = canEditAccount(actor, userEmail) ? await getUserByEmail(deps.db, userEmail) : null;
  if (!user) throw new AppError('NOT_FOUND');
  return user.id;
}

/**
 * "Download all my data" (issue 40 point 4, ADR 029): asks for a zip of everything the caller owns,
 * which a job prepares. One at a time: while one is being prepared, asking again answers it.
 * NOT_FOUND for someone else's account.
 */
export async function requestDataExport(
  deps: DataExportDeps,
  actor: Actor,
  userEmail: string,
): Promise<DataExportStateDto> {
  const userId = await ownAccount(deps, actor, userEmail);
  // One stuck past its expiry (its job gave up) would hold the one place of a request being prepared.
  await removeExpiredExports(deps, userId);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const preparing = await findPreparing(tx, userId);
    if (preparing) return preparing;
    const id = randomUUID();
    const written = await insertExport(tx, {
      id,
      userId,
      archiveKey: `exports/${userId}/tightlines-data-${id}.zip`,
      requestedAt: now,
      // Replaced by seven days from when it is ready; a request never prepared expires too.
      expiresAt: new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS),
    });
    await deps.jobs.send(buildDataExportJob(deps), { exportId: id }, { transaction: tx });
    return written;
  });
  return toDataExportState(row, userEmail);
}

/** The caller's latest export that has not expired (being prepared or ready), or none. NOT_FOUND for someone else's account. */
export async function getDataExport(
  deps: DataExportDeps,
  actor: Actor,
  userEmail: string,
): Promise<DataExportStateDto> {
  const userId = await ownAccount(deps, actor, userEmail);
  return toDataExportState(await findLatest(deps.db, userId, deps.now()), userEmail);
}

/**
 * A short-lived signed address of the caller's own ready zip. NOT_FOUND for someone else's, one
 * still being prepared, one expired (by the app's clock) or whose file is gone.
 */
export async function dataExportDownloadUrl(
  deps: DataExportDeps,
  actor: Actor,
  userEmail: string,
  exportId: string,
): Promise<string> {
  const userId = await ownAccount(deps, actor, userEmail);
  const row = await findOwn(deps.db, userId, exportId);
  if (!row || row.status !== 'ready' || !row.archiveKey) throw new AppError('NOT_FOUND');
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw new AppError('NOT_FOUND');
  if (!(await deps.storage.head(row.archiveKey))) throw new AppError('NOT_FOUND');
  return deps.storage.signedUrl(row.archiveKey, { method: 'GET', expiresInSeconds: DOWNLOAD_URL_SECONDS });
}
