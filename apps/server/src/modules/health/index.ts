// The health module's public surface: its routes, for app wiring (docs/architecture.md).
export { healthRoutes } from './routes';
