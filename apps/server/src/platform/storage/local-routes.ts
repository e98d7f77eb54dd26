import { AppError } from '@tightlines/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { MEDIA_PATH } from './local-storage';
import type { SignedFields, UrlSigner } from './signer';
import type { LocalStorage } from './local-storage';
import { isValidKey, MAX_PARTS, ObjectTooLargeError, RangeNotSatisfiableError } from './storage';

const ZSignedQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(200),
  contentType: z.string().max(200).optional(),
  maxSize: z.coerce.number().int().positive().optional(),
  uploadId: z.string().max(100).optional(),
  partNumber: z.coerce.number().int().min(1).max(MAX_PARTS).optional(),
  scope: z.literal('owner').optional(),
});

/** Who may still read an object: `active` anyone with a URL; otherwise only URLs of scope 'owner'. */
export type ServedState = 'active' | 'hidden' | 'deleted';

/**
 * Serves the local driver's signed URLs: GET streams an object (with HTTP Range, for video), PUT
 * receives a direct upload once (keys are write-once, so a signed URL cannot overwrite an object
 * already attached somewhere), or one part of a multipart upload (again and again: a retry replaces
 * it). A missing, wrong or expired signature answers 403.
 */
export async function registerLocalMediaRoutes(
  app: FastifyInstance,
  {
    storage,
    signer,
    stateOf = async () => 'active',
  }: {
    storage: LocalStorage;
    signer: UrlSigner;
    /** The object's state, read on every GET (one primary-key lookup), so hiding takes effect at once. */
    stateOf?: (key: string) => Promise<ServedState>;
  },
): Promise<void> {
  await app.register(async (media) => {
    // Upload bodies are streamed to storage as they arrive, whatever their type, never buffered.
    media.removeAllContentTypeParsers();
    media.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // Signed byte URLs, not part of the JSON API: kept out of the OpenAPI document.
    media.get(`${MEDIA_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = authorise(request, signer, 'GET');
      // Media of a hidden or deleted session or log: only the owner's and moderators' URLs, and a
      // 404 for everyone else, as if the object were gone (a URL handed out earlier included).
      const { scope } = request.query as { scope?: string };
      if (scope !== 'owner' && (await stateOf(key)) !== 'active') throw new AppError('NOT_FOUND');
      const range = parseRange(request.headers.range);
      const object = await storage.get(key, { range }).catch((error: unknown) => rethrowRange(error, reply));
      if (!object) throw new AppError('NOT_FOUND');
      const maxAge = Math.max(0, Number((request.query as { expires: string }).expires) - nowSeconds());
      reply
        .header('content-type', object.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline');
      if (object.range) {
        reply
          .status(206)
          .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
          .header('content-length', object.range.end - object.range.start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    });

    media.put(`${MEDIA_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = authorise(request, signer, 'PUT');
      const { contentType, maxSize, uploadId, partNumber } = ZSignedQuery.parse(request.query);
      if (uploadId !== undefined && partNumber !== undefined) {
        const part = await storage
          .putPart(key, uploadId, partNumber, request.body as Readable, { maxSize })
          .catch(rethrowTooLarge);
        if (!part) throw new AppError('NOT_FOUND');
        return reply.status(200).header('etag', part.etag).send();
      }
      if (contentType && request.headers['content-type'] !== contentType) throw new AppError('FORBIDDEN');
      if (await storage.head(key)) throw new AppError('CONFLICT');
      await storage
        .put(key, request.body as Readable, {
          contentType: contentType ?? 'application/octet-stream',
          maxSize,
        })
        .catch(rethrowTooLarge);
      return reply.status(204).send();
    });
  });
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The key of a request whose signature is valid for `method` and not expired; 403 otherwise. */
function authorise(request: FastifyRequest, signer: UrlSigner, method: SignedFields['method']): string {
  const key = (request.params as { '*': string })['*'];
  const query = ZSignedQuery.safeParse(request.query);
  if (!isValidKey(key) || !query.success) throw new AppError('FORBIDDEN');
  const { expires, signature, contentType, maxSize, uploadId, partNumber, scope } = query.data;
  const fields = { method, key, expires, contentType, maxSize, uploadId, partNumber, scope };
  if (expires < nowSeconds() || !signer.verify(fields, signature)) throw new AppError('FORBIDDEN');
  return key;
}

/** One `bytes=start-end` range (the form players send); anything else serves the whole object. */
function parseRange(header: string | undefined): { start: number; end?: number } | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/** A range outside the object: 416, naming the object's size as RFC 9110 §14.4 asks. */
function rethrowRange(error: unknown, reply: FastifyReply): never {
  if (error instanceof RangeNotSatisfiableError) {
    if (error.size !== undefined) reply.header('content-range', `bytes */${error.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE');
  }
  throw error;
}

function rethrowTooLarge(error: unknown): never {
  if (error instanceof ObjectTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE');
  throw error;
}
