import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDiskMultipart } from './disk-multipart';
import type { LocalBackend } from './local-storage';
import { limitBytes } from './read-limited';
import { assertValidKey, resolveRange, type ObjectInfo } from './storage';

/**
 * Objects as files under `root/objects`, their content type beside them under `root/meta`. A write
 * goes to a temporary file first and is renamed into place, so a reader never sees half an object.
 * Multipart uploads keep their parts under `root/multipart` until they are joined.
 */
export function createDiskBackend(root: string): LocalBackend {
  const objectPath = (key: string) => {
    assertValidKey(key);
    return path.join(root, 'objects', ...key.split('/'));
  };
  const metaPath = (key: string) => path.join(root, 'meta', ...`${key}.json`.split('/'));

  async function head(key: string): Promise<ObjectInfo | null> {
    try {
      const [stat, meta] = await Promise.all([fs.stat(objectPath(key)), fs.readFile(metaPath(key), 'utf8')]);
      return { key, size: stat.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  const put: LocalBackend['put'] = async (key, body, { contentType, maxSize }) => {
    const target = objectPath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.mkdir(path.dirname(metaPath(key)), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
      await pipeline(source, limitBytes(maxSize), createWriteStream(temporary));
      await fs.writeFile(metaPath(key), JSON.stringify({ contentType }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    const stat = await fs.stat(target);
    return { key, contentType, size: stat.size };
  };

  return {
    put,
    async get(key, options) {
      const info = await head(key);
      if (!info) return null;
      const range = resolveRange(options?.range, info.size);
      const body = createReadStream(objectPath(key), range ?? {});
      return { ...info, range, body };
    },
    head,
    async delete(key) {
      await fs.rm(objectPath(key), { force: true });
      await fs.rm(metaPath(key), { force: true });
    },
    ...createDiskMultipart(root, put),
  };
}
