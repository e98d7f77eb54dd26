import {
  detectPictureType,
  PICTURE_MAX_PIXELS,
  type PictureCandidate,
  pictureCandidates,
  renditionWidths,
} from '@tightlines/domain';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { mediaObjects } from '../../db/schema';
import type { Storage } from '../../platform/storage/storage';
import { storageReader } from './storage-source';

/** A rendition's key: the picture's own, with `-w<width>` before its extension (same folder, same owner). */
export function renditionKeyOf(key: string, width: number): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? `${key.slice(0, dot)}-w${width}${key.slice(dot)}` : `${key}-w${width}`;
}

/** The keys of the renditions made of any of `keys`. */
export async function renditionKeysOf(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(inArray(mediaObjects.renditionOf, keys));
  return rows.map((row) => row.key);
}

/**
 * Stores the smaller copies of a clean picture that a responsive page picks from (a tournament
 * picture: 400, 800 and 1600 px wide, only those narrower than the picture, never enlarged), each
 * a media object of the picture's owner: counted in their quota, in the picture's folder, written
 * without metadata (sharp writes none; the picture was cleaned already, ADR 004), and removed or
 * hidden with the picture. Idempotent: widths made already are not made again. Does nothing for a
 * picture that is not clean and active, or whose width is unknown.
 */
export async function makePictureRenditions(db: Db, storage: Storage, key: string): Promise<void> {
  const [source] = await db
    .select({
      ownerId: mediaObjects.ownerId,
      state: mediaObjects.state,
      width: mediaObjects.width,
      sizeBytes: mediaObjects.sizeBytes,
      cleanedAt: mediaObjects.cleanedAt,
      attachedAt: mediaObjects.attachedAt,
    })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  if (!source?.cleanedAt || source.state !== 'active' || !source.width) return;
  const made = new Set(
    (
      await db
        .select({ width: mediaObjects.width })
        .from(mediaObjects)
        .where(eq(mediaObjects.renditionOf, key))
    ).map((row) => row.width),
  );
  const missing = renditionWidths(source.width).filter((width) => !made.has(width));
  if (missing.length === 0) return;
  const bytes = await storageReader(storage, key, source.sizeBytes)(0, source.sizeBytes);
  const contentType = detectPictureType(bytes);
  if (!contentType) return;
  const image = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS });
  for (const width of missing) {
    const resized = image.clone().resize({ width, withoutEnlargement: true });
    const encoded = contentType === 'image/png' ? resized.png() : resized.jpeg({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const renditionKey = renditionKeyOf(key, width);
    // Written first, recorded next: a row always names bytes that exist.
    const written = await storage.put(renditionKey, data, { contentType });
    const facts = { sizeBytes: written.size, width: info.width, height: info.height };
    await db
      .insert(mediaObjects)
      .values({
        key: renditionKey,
        ownerId: source.ownerId,
        renditionOf: key,
        cleanedAt: sql`now()`,
        attachedAt: source.attachedAt,
        ...facts,
      })
      .onConflictDoUpdate({ target: mediaObjects.key, set: facts });
  }
}

/**
 * The pictures a browser may pick from for each stored picture among `keys` (`pictureCandidates`):
 * its active renditions and itself, by key (the caller signs their URLs). A key without a row, or
 * a picture of unknown width without renditions, offers none.
 */
export async function pictureCandidatesOf(db: Db, keys: string[]): Promise<Map<string, PictureCandidate[]>> {
  const found = new Map<string, PictureCandidate[]>();
  if (keys.length === 0) return found;
  // The pictures and their renditions in one statement (a page of pictures waits for one round trip).
  const rows = await db
    .select({ key: mediaObjects.key, width: mediaObjects.width, of: mediaObjects.renditionOf })
    .from(mediaObjects)
    .where(
      and(
        eq(mediaObjects.state, 'active'),
        or(
          inArray(mediaObjects.key, keys),
          and(inArray(mediaObjects.renditionOf, keys), isNotNull(mediaObjects.width)),
        ),
      ),
    );
  const asked = new Set(keys);
  const sources = rows.filter((row) => asked.has(row.key));
  const renditions = rows.filter((row) => row.of !== null && asked.has(row.of) && row.width !== null);
  for (const source of sources) {
    const own = renditions
      .filter((row) => row.of === source.key)
      .map((row) => ({ url: row.key, width: row.width! }));
    found.set(source.key, pictureCandidates({ url: source.key, width: source.width }, own));
  }
  return found;
}
