// The mail module's public surface: its routes (the development outbox), for app wiring
// (docs/architecture.md).
export { mailOutboxRoutes } from './routes';
