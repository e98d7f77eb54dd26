// The mail module's public surface: its routes (the development outbox, the one-click unsubscribe),
// for app wiring (docs/architecture.md).
export { mailOutboxRoutes } from './routes';
export { mailUnsubscribeRoutes } from './unsubscribe-routes';
