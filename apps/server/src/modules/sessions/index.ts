// The sessions module's public surface: what other modules may call. Everything else is internal.
export { feedChanged } from './feed-cache';
