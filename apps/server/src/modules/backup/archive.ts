import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * A backup archive (ADR 021): a gzipped tar whose entries are `tables/<table>.jsonl` (one row of
 * JSON a line), `media/<key>` (the local driver's objects) and, last, `manifest.json`, which names
 * every other entry with its size and SHA-256. Restoring reads the whole archive and checks every
 * entry against the manifest before it touches anything.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const ARCHIVE_FORMAT = 'tightlines-backup';

const ZEntry = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().length(64),
});

export const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  /** The engine the backup was taken from; a restore may go to either. */
  engine: z.enum(['pglite', 'postgres']),
  /** The instant of the last migration applied to the database (db/schema-version.ts). */
  schemaVersion: z.number().int().positive(),
  tables: z.array(ZEntry.extend({ table: z.string().min(1), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string().min(1), value: z.string().nullable() })),
  media: z.discriminatedUnion('included', [
    z.object({
      included: z.literal(true),
      driver: z.literal('local'),
      objects: z.array(ZEntry.extend({ key: z.string().min(1), contentType: z.string().min(1) })),
      /** Uploads under way when the backup was taken: their rows were left out, having no object yet. */
      uploadsInFlight: z.number().int().min(0),
    }),
    z.object({
      included: z.literal(false),
      driver: z.literal('s3'),
      /** The objects stay in this bucket: the archive holds the database only. */
      bucket: z.string().min(1),
    }),
  ]),
});
export type Manifest = z.infer<typeof ZManifest>;

/** The archive cannot be restored as it is (corrupt, truncated, not ours, or from a newer build). */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Writes the entries of an archive, one after the other, hashing each. */
export interface ArchiveWriter {
  /** Adds an entry of exactly `size` bytes from `body`; answers its SHA-256. */
  add(name: string, size: number, body: Readable | Buffer): Promise<string>;
  /** Adds the manifest last and ends the archive once `output` has it all. */
  finish(manifest: Manifest): Promise<void>;
}

export function createArchiveWriter(output: Writable): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), output);
  // A failure of the output (a full disk, a closed socket) must not go unheard until `finish`.
  written.catch(() => undefined);
  const add = async (name: string, size: number, body: Readable | Buffer): Promise<string> => {
    const hash = createHash('sha256');
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
    const source = Buffer.isBuffer(body) ? [body] : body;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(source, hashing, entry);
    return hash.digest('hex');
  };
  return {
    add,
    async finish(manifest) {
      await add(
        MANIFEST_ENTRY,
        Buffer.byteLength(JSON.stringify(manifest)),
        Buffer.from(JSON.stringify(manifest)),
      );
      pack.finalize();
      await written;
    },
  };
}

/**
 * Reads a whole archive, checks every entry against its manifest and answers the manifest; with
 * `extractTo`, the entries are written under that folder as they are read (the caller removes it).
 * Throws ArchiveError for anything short of a complete, intact archive.
 */
export async function readArchive(
  file: string,
  { extractTo }: { extractTo?: string } = {},
): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    if (header.type !== 'file' || !isSafeName(name) || seen.has(name)) {
      stream.resume();
      extract.destroy(new ArchiveError(`unexpected entry ${JSON.stringify(name)}`));
      return;
    }
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = name === MANIFEST_ENTRY;
    const sink = async () => {
      const tap = new PassThrough();
      tap.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
        if (keep) chunks.push(chunk);
      });
      if (extractTo && !keep) {
        const target = path.join(extractTo, ...name.split('/'));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await pipeline(stream, tap, createWriteStream(target, { mode: 0o600 }));
      } else {
        await pipeline(stream, tap, new Writable({ write: (_chunk, _encoding, done) => done() }));
      }
    };
    sink().then(
      () => {
        seen.set(name, { size, sha256: hash.digest('hex') });
        if (keep) manifestText = Buffer.concat(chunks).toString('utf8');
        next();
      },
      (error: unknown) => extract.destroy(error as Error),
    );
  });
  try {
    await pipeline(createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ArchiveError(`no file ${file}`);
    throw new ArchiveError(`the archive is corrupt or truncated (${(error as Error).message})`);
  }
  if (manifestText === undefined) throw new ArchiveError('the archive is truncated: it has no manifest');
  const manifest = parseManifest(manifestText);
  const listed = [...manifest.tables, ...(manifest.media.included ? manifest.media.objects : [])];
  for (const entry of listed) {
    const found = seen.get(entry.name);
    if (!found) throw new ArchiveError(`the archive is truncated: ${entry.name} is missing`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new ArchiveError(`the archive is corrupt: ${entry.name} does not match its checksum`);
    }
  }
  if (seen.size !== listed.length + 1)
    throw new ArchiveError('the archive holds entries its manifest does not list');
  return manifest;
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError('the archive is corrupt: its manifest is not JSON');
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success) throw new ArchiveError('this is not a Tightlines backup (or one of a newer format)');
  return parsed.data;
}

/** A relative path of plain segments: nothing an entry could use to write outside the folder. */
function isSafeName(name: string): boolean {
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Where an entry was extracted to by `readArchive`. */
export function extractedPath(folder: string, name: string): string {
  return path.join(folder, ...name.split('/'));
}
