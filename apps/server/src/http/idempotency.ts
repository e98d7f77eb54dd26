import { AppError } from '@tightlines/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { idempotentRequests } from '../db/schema';

/** The header a client sends once per intended write, the same on every retry of it (IETF draft, Stripe). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** A claim this old whose answer never came (its process died) is taken over by the next try. */
const ABANDONED_AFTER = sql`interval '1 minute'`;
/** How long a key is remembered, and a repeat of its write answered from memory. */
const KEPT_FOR = sql`interval '24 hours'`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is stored when sent (or the claim dropped on failure). */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

/**
 * Honours `Idempotency-Key` on a signed-in account's POSTs, so a double tap or a retry on a bad
 * connection writes once. After validation and authentication, the first request with a key claims
 * it (one row per account and key); a repeat of the same request gets the first one's answer
 * (with `Idempotent-Replayed: true`), a repeat while the first is still running 409, and the key
 * with another request 400. Only a successful answer is kept: after a refusal the client may send
 * the corrected write under the same key. Reads and guests are untouched.
 */
export function registerIdempotency(app: FastifyInstance, { db }: { db: Db }): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || request.method !== 'POST' || !request.actor) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION', {
        key: 'idempotencyKeyInvalid',
        details: { fields: ['Idempotency-Key'] },
      });
    }
    const claim = { userId: request.actor.userId, key: header };
    const requestHash = hashOf(request);
    if (await claimKey(db, claim, requestHash)) {
      request.idempotencyClaim = claim;
      return;
    }
    return replay(db, claim, requestHash, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const succeeded = reply.statusCode < 300 && typeof payload === 'string';
    try {
      if (succeeded) {
        await db
          .update(idempotentRequests)
          .set({ statusCode: reply.statusCode, response: payload })
          .where(keyOf(claim));
      } else {
        await db.delete(idempotentRequests).where(keyOf(claim));
      }
    } catch (error) {
      // The write itself is done: its answer still goes out, a retry may then write again.
      request.log.error({ err: error }, 'could not record the answer of an idempotent request');
    }
    return payload;
  });
}

/** Claims the key for this request: new, or left by a request whose answer never came. */
async function claimKey(
  db: Db,
  claim: { userId: string; key: string },
  requestHash: string,
): Promise<boolean> {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, claim.userId),
        lt(idempotentRequests.createdAt, sql`now() - ${KEPT_FOR}`),
      ),
    );
  const inserted = await db
    .insert(idempotentRequests)
    .values({ ...claim, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(idempotentRequests)
    .set({ requestHash, createdAt: sql`now()` })
    .where(
      and(
        keyOf(claim),
        isNull(idempotentRequests.statusCode),
        lt(idempotentRequests.createdAt, sql`now() - ${ABANDONED_AFTER}`),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return takenOver.length > 0;
}

/** Answers a repeat: the stored answer, or why there is none to give. */
async function replay(
  db: Db,
  claim: { userId: string; key: string },
  requestHash: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [kept] = await db.select().from(idempotentRequests).where(keyOf(claim));
  if (!kept) {
    // Dropped between our insert and this read (the first request failed): the client may retry.
    throw new AppError('CONFLICT', { key: 'idempotentRequestInProgress' });
  }
  if (kept.requestHash !== requestHash) {
    throw new AppError('VALIDATION', {
      key: 'idempotencyKeyReused',
      details: { fields: ['Idempotency-Key'] },
    });
  }
  if (kept.statusCode === null) {
    throw new AppError('CONFLICT', {
      key: 'idempotentRequestInProgress',
      details: { retryAfterSeconds: 1 },
    });
  }
  return reply
    .code(kept.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(kept.response);
}

function keyOf({ userId, key }: { userId: string; key: string }) {
  return and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
}

/** The same write is the same route with the same parameters and body. */
function hashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]))
    .digest('hex');
}
