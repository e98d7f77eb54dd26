import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config';

/** Structured JSON logs; requests carry their id (`reqId`) so one request's lines can be followed. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}
