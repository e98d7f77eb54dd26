// The notifications module's public surface (docs/architecture.md): `notify`, the one way a
// notification is written, called by the modules whose events people hear of, in the event's
// transaction; reading one notification and the unread count (for whoever publishes them live);
// the routes for app wiring; the demo world's writes.
export { notify, type NotificationSubjects, type NotifyEvent } from './notify';
export { getNotification, unreadCountOf } from './list-notifications';
export type { NotificationsDeps } from './deps';
export { notificationRoutes } from './routes';
export { liveNotificationRoutes } from './live-routes';
export * as notificationsDemoWrites from './demo-writes';
