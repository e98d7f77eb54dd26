import {
  ZFishLog,
  ZFishLogInput,
  ZHomeQuery,
  ZMineQuery,
  ZSession,
  ZSessionInput,
  ZSessionPage,
  ZSessionParams,
  ZSessionUpdate,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import { createGuestPages } from './guest-pages';
import { addLogToSession } from './log-service';
import { logbookRoutes } from './logbook-routes';
import { mapRoutes, type MapSettings } from './map-routes';
import { moderationRoutes } from './moderation-routes';
import { socialRoutes } from './social-routes';
import * as sessions from './service';
import * as writes from './write-service';

const tags = ['sessions'];

/**
 * Fishing sessions (spec §7 "Fishing sessions and logs"). The home feed and a visible session are
 * public; everything else needs a signed-in user, and the services authorise every write.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: Storage;
  map: MapSettings;
  /** How many guests' feed pages to keep (FEED_CACHE_PAGES; 0 keeps none). */
  feedCachePages: number;
  /** The app's one clock (app.ts). */
  now: () => Date;
}> = async (app, { database, storage, map, feedCachePages, now }) => {
  const { db } = database;
  const guestPages = createGuestPages(db, storage, { maxPages: feedCachePages });

  app.get(
    '/sessions/home',
    {
      schema: {
        tags,
        summary: 'The public feed: visible sessions newest first, 10 a page (keyset cursor or offset)',
        querystring: ZHomeQuery,
        response: {
          ...okResponse(ZSessionPage),
          304: z.void().describe("Not modified: a guest's page (If-None-Match) is still the one guests get"),
        },
      },
      // Sent as presented, not parsed against the schema first (a sixth of a page's cost): the
      // presenter builds exactly that shape, which media-and-comments.test.ts checks. Guests' pages
      // are sent as the bytes kept.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { actor, query } = request;
      if (actor) return ok(await sessions.listHome(db, storage, actor, query));
      // Guests all get the same page for the same query: kept, and revalidated by the browser
      // (ADR 008). Signed-in answers are no-store (http/no-store.ts), and never 304.
      const page = await guestPages.page(query);
      reply.header('cache-control', 'public, no-cache').header('vary', 'authorization, cookie');
      reply.header('etag', page.etag);
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  );

  app.get(
    '/sessions/mine',
    {
      schema: {
        tags,
        summary: "My Fishlogs: the caller's sessions (hidden ones included) with their logs",
        querystring: ZMineQuery,
        response: okResponse(ZSessionPage),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await sessions.listMine(db, storage, requireActor(request), request.query)),
  );

  app.post(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Log a fishing session with its fish logs',
        body: ZSessionInput,
        response: okResponse(ZSession),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await writes.createSession(db, storage, requireActor(request), request.body)),
  );

  app.get(
    '/sessions/:uuid',
    {
      schema: {
        tags,
        summary: 'One session with its logs; a hidden session of someone else answers like a missing one',
        params: ZSessionParams,
        response: okResponse(ZSession),
      },
    },
    async (request) => ok(await sessions.getSession(db, storage, request.actor, request.params.uuid)),
  );

  app.put(
    '/sessions/:uuid',
    {
      schema: {
        tags,
        summary: 'Edit a session (owner), or delete / hide / restore it (owner or CONTENT_MODERATOR)',
        params: ZSessionParams,
        body: ZSessionUpdate,
        response: okResponse(ZSession.nullable()),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await writes.updateSession(db, storage, requireActor(request), request.params.uuid, request.body)),
  );

  app.post(
    '/sessions/:uuid/logs',
    {
      schema: {
        tags,
        summary: 'Add a fish log (with its video) to a session of yours',
        params: ZSessionParams,
        body: ZFishLogInput,
        response: okResponse(ZFishLog),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await addLogToSession(db, storage, requireActor(request), request.params.uuid, request.body)),
  );

  await app.register(socialRoutes, { db, storage });
  await app.register(mapRoutes, { map, db });
  await app.register(moderationRoutes, { db, storage });
  await app.register(logbookRoutes, { db, now });
};

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
