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
import type { Database } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okJson, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import { startGuestFeedCache } from './feed-cache';
import { guestFirstPage, isGuestFirstPage } from './guest-feed';
import { addLogToSession } from './log-service';
import { mapRoutes, type MapSettings } from './map-routes';
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
}> = async (app, { database, storage, map }) => {
  const { db } = database;
  const stopFeedCache = await startGuestFeedCache(database, app.log);
  app.addHook('onClose', stopFeedCache);

  app.get(
    '/sessions/home',
    {
      schema: {
        tags,
        summary: 'The public feed: visible sessions newest first, 10 a page (keyset cursor or offset)',
        querystring: ZHomeQuery,
        response: okResponse(ZSessionPage),
      },
      // Sent as presented, not parsed against the schema first (a sixth of a page's cost): the
      // presenter builds exactly that shape, which media-and-comments.test.ts checks.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { actor, query } = request;
      if (actor) return ok(await sessions.listHome(db, storage, actor, query));
      // Guests get the JSON of cards presented once (guest-cards.ts), sent as it is.
      const body = isGuestFirstPage(actor, query)
        ? await guestFirstPage(db, storage)
        : okJson((await sessions.readGuestHome(db, storage, query, new Date())).json);
      return reply.type('application/json; charset=utf-8').send(body as never);
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
  await app.register(mapRoutes, { map });
};
