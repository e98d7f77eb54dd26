import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/** One line saying why the server could not start, instead of a stack trace. */
export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  const { code, message, address, port } = error as {
    code?: string;
    message?: string;
    address?: string;
    port?: number;
  };
  switch (code) {
    case 'EADDRINUSE':
      return `port ${port ?? ''} is already in use; stop the other process or set PORT`;
    case 'EACCES':
      return `not allowed to listen on port ${port ?? ''}; choose a port above 1023 with PORT`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EAI_AGAIN':
      return `cannot reach the database${address ? ` at ${address}${port ? `:${port}` : ''}` : ''} (${code}); check DATABASE_URL`;
    case '28P01':
    case '28000':
    case '3D000':
      return `the database refused the connection: ${message ?? code}; check DATABASE_URL`;
    default:
      return message ?? String(error);
  }
}
