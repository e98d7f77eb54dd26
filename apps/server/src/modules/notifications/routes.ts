import {
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationParams,
  ZUnreadCount,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { NotificationsDeps } from './deps';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';

const tags = ['notifications'];

/**
 * My notifications (spec §2 notifications, §7): a keyset page newest first with the unread count,
 * and marking one or all read. Only the recipient reads or marks one; another's answers 404.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsDeps }> = async (
  app,
  { notifications: deps },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (keyset cursor), with how many are unread',
        querystring: ZNotificationListQuery,
        response: okResponse(ZNotificationPage),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await listNotifications(deps.db, requireActor(request).userId, request.query)),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: okResponse(ZUnreadCount),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await markAllNotificationsRead(deps, requireActor(request).userId)),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read (404 for anyone else’s)',
        params: ZNotificationParams,
        response: okResponse(ZUnreadCount),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await markNotificationRead(deps, requireActor(request).userId, request.params.notificationId)),
  );
};
