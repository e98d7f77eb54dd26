import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LocalBackend } from './local-storage';
import { limitBytes } from './read-limited';
import { assertValidKey, MissingPartError, type UploadedPart } from './storage';

type Multipart = Pick<
  LocalBackend,
  | 'createMultipartUpload'
  | 'putPart'
  | 'listParts'
  | 'completeMultipartUpload'
  | 'abortMultipartUpload'
  | 'removeUploadsStartedBefore'
>;

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A received part is one file named `<partNumber>-<md5>`, renamed into place once complete. */
const PART_FILE = /^(\d+)-([0-9a-f]{32})$/;

/**
 * Multipart uploads of the disk backend: each upload is a folder `root/multipart/<uploadId>` with
 * its key and content type in `upload.json` and one file per part; completing one streams the parts,
 * in order, into the object through `put` (so it lands atomically) and removes the folder.
 */
export function createDiskMultipart(root: string, put: LocalBackend['put']): Multipart {
  const folderOf = (uploadId: string) => path.join(root, 'multipart', uploadId);

  async function uploadOf(key: string, uploadId: string): Promise<{ contentType: string } | null> {
    if (!UPLOAD_ID.test(uploadId)) return null;
    try {
      const upload = JSON.parse(await fs.readFile(path.join(folderOf(uploadId), 'upload.json'), 'utf8')) as {
        key: string;
        contentType: string;
      };
      return upload.key === key ? upload : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function partFiles(uploadId: string): Promise<Map<number, { file: string; etag: string }>> {
    const parts = new Map<number, { file: string; etag: string }>();
    for (const file of await fs.readdir(folderOf(uploadId))) {
      const match = PART_FILE.exec(file);
      if (match) parts.set(Number(match[1]), { file, etag: `"${match[2]}"` });
    }
    return parts;
  }

  async function listParts(key: string, uploadId: string): Promise<UploadedPart[] | null> {
    if (!(await uploadOf(key, uploadId))) return null;
    const parts = await partFiles(uploadId);
    const listed = await Promise.all(
      [...parts.entries()].map(async ([partNumber, { file, etag }]) => ({
        partNumber,
        etag,
        size: (await fs.stat(path.join(folderOf(uploadId), file))).size,
      })),
    );
    return listed.sort((a, b) => a.partNumber - b.partNumber);
  }

  return {
    async createMultipartUpload(key, { contentType }) {
      assertValidKey(key);
      const uploadId = randomUUID();
      await fs.mkdir(folderOf(uploadId), { recursive: true });
      await fs.writeFile(path.join(folderOf(uploadId), 'upload.json'), JSON.stringify({ key, contentType }));
      return uploadId;
    },
    async putPart(key, uploadId, partNumber, body, { maxSize }) {
      if (!(await uploadOf(key, uploadId))) return null;
      const folder = folderOf(uploadId);
      const temporary = path.join(folder, `${randomUUID()}.tmp`);
      const hash = createHash('md5');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
        await pipeline(source, limitBytes(maxSize), measure, createWriteStream(temporary));
        const md5 = hash.digest('hex');
        const earlier = (await partFiles(uploadId)).get(partNumber);
        await fs.rename(temporary, path.join(folder, `${partNumber}-${md5}`));
        if (earlier && earlier.file !== `${partNumber}-${md5}`) {
          await fs.rm(path.join(folder, earlier.file), { force: true });
        }
        return { partNumber, size, etag: `"${md5}"` };
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    listParts,
    async completeMultipartUpload(key, uploadId, parts) {
      const upload = await uploadOf(key, uploadId);
      if (!upload) throw new MissingPartError(`no upload ${uploadId}`);
      const folder = folderOf(uploadId);
      const files = parts.map(({ partNumber, etag }) => {
        const file = `${partNumber}-${etag.replaceAll('"', '')}`;
        if (!PART_FILE.test(file)) throw new MissingPartError(`part ${partNumber} is not there as listed`);
        return path.join(folder, file);
      });
      await Promise.all(
        files.map((file) =>
          fs.access(file).catch(() => {
            throw new MissingPartError(`${path.basename(file)} is not there as listed`);
          }),
        ),
      );
      async function* joined() {
        for (const file of files) yield* createReadStream(file);
      }
      const info = await put(key, Readable.from(joined()), { contentType: upload.contentType });
      await fs.rm(folder, { recursive: true, force: true });
      return info;
    },
    async abortMultipartUpload(key, uploadId) {
      if (await uploadOf(key, uploadId)) await fs.rm(folderOf(uploadId), { recursive: true, force: true });
    },
    async removeUploadsStartedBefore(cutoff) {
      const folders = await fs.readdir(path.join(root, 'multipart')).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      let removed = 0;
      for (const uploadId of folders.filter((name) => UPLOAD_ID.test(name))) {
        // upload.json is written once, when the upload starts; a folder without one is debris too.
        const started = await fs.stat(path.join(folderOf(uploadId), 'upload.json')).then(
          (stat) => stat.mtimeMs,
          () => 0,
        );
        if (started >= cutoff.getTime()) continue;
        await fs.rm(folderOf(uploadId), { recursive: true, force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
