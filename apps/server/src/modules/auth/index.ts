// The auth module's public surface: what other modules may call. Everything else is internal.
export type { PasswordSignIn } from './sign-in';
