import { Readable } from 'node:stream';
import { DATA_EXPORT_DAYS, MY_DATA } from '@tightlines/domain';
import { ZipFile } from 'yazl';
import { notify } from '../notifications';
import { readExportContents } from './data-export-contents';
import type { DataExportDeps } from './data-export-deps';
import { deleteExport, emailOf, getExport, listExpired, markReady } from './data-export-repo';
import { dataExportReadyMail } from './mails';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The build job's work (issue 40 point 4, ADR 029): reads everything the user owns, writes one zip
 * (a JSON file per kind of data, then each media file under `media/`) to its key in storage, then in
 * one transaction marks it ready, notifies its owner and writes the e-mail. Idempotent: the key is
 * the export's own, so a retried job writes the same object again, and only the first to mark it
 * ready tells anyone. An export already ready, gone or expired is left as it is.
 */
export async function buildDataExport(deps: DataExportDeps, exportId: string): Promise<void> {
  const pending = await getExport(deps.db, exportId);
  if (!pending || pending.status !== 'preparing' || !pending.archiveKey) return;
  if (pending.expiresAt.getTime() <= deps.now().getTime()) return;
  const contents = await readExportContents(deps.db, pending.userId);
  const zip = new ZipFile();
  const written = deps.storage.put(pending.archiveKey, zip.outputStream as Readable, {
    contentType: 'application/zip',
  });
  for (const file of contents.files) {
    zip.addBuffer(Buffer.from(JSON.stringify(file.content, null, 2)), file.name);
  }
  for (const key of contents.mediaKeys) {
    const object = await deps.storage.head(key);
    // An upload that never arrived (or was removed meanwhile) has nothing to put in.
    if (!object) continue;
    zip.addReadStreamLazy(`media/${key}`, { size: object.size }, (done) => {
      deps.storage.get(key).then(
        (stored) =>
          stored ? done(null, stored.body) : done(new Error(`media ${key} vanished`), Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  const stored = await written;
  const readyAt = deps.now();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
  await deps.db.transaction(async (tx) => {
    const ready = await markReady(tx, exportId, { sizeBytes: stored.size, readyAt, expiresAt });
    if (!ready) return;
    await notify(tx, {
      recipients: [ready.userId],
      actorId: null,
      kind: 'dataExportReady',
      eventKey: `dataExport:${ready.id}`,
      subjects: {},
      values: { expiresAt: expiresAt.toISOString() },
    });
    const owner = await emailOf(tx, ready.userId);
    if (owner) {
      await deps.mailer.send(tx, {
        to: owner.email,
        ...dataExportReadyMail({
          name: owner.name,
          link: `${deps.publicUrl}${MY_DATA}`,
          expiresAt,
        }),
      });
    }
  });
}

/** How many expired exports one cleanup run removes at most (the next run takes the rest). */
const CLEANUP_BATCH = 100;

/**
 * Removes expired exports (of one user, or everyone's): the zip from storage, then the row.
 * Idempotent: removing an object already gone is not an error. Answers how many it removed.
 */
export async function removeExpiredExports(
  deps: Pick<DataExportDeps, 'db' | 'storage' | 'now'>,
  userId?: string,
): Promise<number> {
  const expired = await listExpired(deps.db, deps.now(), { userId, limit: CLEANUP_BATCH });
  for (const row of expired) {
    if (row.archiveKey) await deps.storage.delete(row.archiveKey);
    await deleteExport(deps.db, row.id);
  }
  return expired.length;
}
