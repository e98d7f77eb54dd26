// The boats module's public surface: what other modules may call. Everything else is internal.
export { renameCaptainEmail } from './repo';
