import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { serveEventStream } from '../../platform/events/event-stream';
import { userChannel, type LiveEvents } from '../../platform/events/live-events';
import type { NotificationsDeps } from './deps';
import { liveStateOf } from './live';

/**
 * A signed-in tab's live stream (issue 35 point 4), by its session cookie: `refresh` (the unread
 * count, first and when Last-Event-ID cannot be replayed), `notification` (a new one, with the
 * count) and `unread` (the count after a read in another tab). Without a session: the 401 envelope.
 */
export const liveNotificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsDeps;
  events: LiveEvents;
}> = async (app, { notifications: deps, events }) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'My live events as server-sent events: `refresh` and `unread` carry ZUnreadCount, `notification` ' +
          'ZLiveNotification; Last-Event-ID replays what was missed',
        response: { 200: z.string().describe('text/event-stream') },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { userId } = requireActor(request);
      serveEventStream(request, reply, {
        events,
        channel: userChannel(userId),
        snapshot: () => liveStateOf(deps.db, userId),
      });
    },
  );
};
