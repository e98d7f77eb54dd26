import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeBackup, type BackupSource } from './backup';

/** The socket a server on a PGlite data directory takes backups through, inside DATA_DIR (ADR 021). */
export const ADMIN_SOCKET = 'admin.sock';

/**
 * Serves `POST /backup` on a Unix socket in DATA_DIR: the running server, which holds the data
 * directory's lock, writes the archive of its own open database to the caller (`npm run admin --
 * backup`). Only the data directory's owner can reach it (the socket is 0600 in a folder of theirs).
 * Answers the function that stops serving.
 */
export async function serveBackups(
  socketPath: string,
  source: BackupSource,
  logger: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // This process holds DATA_DIR's lock: a socket file left there is a dead server's.
  await fs.rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end('unknown command\n');
      return;
    }
    logger.info('backup requested through the admin socket');
    writeBackup(source, response).then(
      (summary) => logger.info({ backup: summary }, 'backup written'),
      (error: unknown) => {
        logger.error({ err: error }, 'backup failed');
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`${(error as Error).message}\n`);
        } else response.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(socketPath, { force: true });
  };
}

/** Asks the server listening on `socketPath` for a backup and writes the archive to `output`. */
export async function requestBackup(socketPath: string, output: Writable): Promise<void> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, resolve);
    request.once('error', reject);
    request.end();
  });
  if (response.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    throw new Error(
      `the running server could not take the backup: ${Buffer.concat(chunks).toString('utf8').trim()}`,
    );
  }
  await pipeline(response, output);
  // A server that stops half-way ends the answer early: the archive would be incomplete.
  if (!response.complete) throw new Error('the running server stopped sending the backup (see its log)');
}
