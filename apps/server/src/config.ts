import path from 'node:path';
import { z } from 'zod';
import { isLocalHost } from './local-host';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const ZSocialProviders = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.object({
        /** Short id used in URLs, e.g. "google". */
        name: z.string().regex(/^[a-z0-9-]{2,30}$/),
        /** Shown on the button: "Sign in with <label>". */
        label: z.string().min(1).max(40),
        issuer: z.url(),
        clientId: z.string().min(1),
        clientSecret: z.string().min(1),
      }),
    ),
  );

/**
 * Connections a server keeps to PostgreSQL at most. A feed page is one short statement, so a few
 * connections keep PostgreSQL busy; more only make its backends compete with each other (and with
 * the server) for the CPU (measured in bench/README.md, "Fewer connections"). Raise it for a
 * database with many cores, keeping the sum over all instances under its `max_connections`.
 */
export const DEFAULT_POOL_MAX = 4;

/**
 * scrypt's cost as log2(N). At 15 (N=2^15, r=8) a hash takes 32 MiB, which makes GPU guessing
 * expensive; that is the production default. Tests pick a cheap cost (PASSWORD_HASH_COST).
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/** scrypt's log2(N): 10 is for tests only (1 MiB a hash); 16 is the most its memory bound allows. */
const MIN_PASSWORD_HASH_COST = 10;
const MAX_PASSWORD_HASH_COST = 16;

const PORT_RANGE = 'must be a whole number from 0 to 65535';

/** Every environment variable the server reads, with its default. The README's table mirrors this schema. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: PORT_RANGE })
    .int(PORT_RANGE)
    .min(0, PORT_RANGE)
    .max(65_535, PORT_RANGE)
    .default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_MAX),
  /** Guests' home feed pages kept in memory (a page is 5–20 KB); 0 keeps none (ADR 008). */
  FEED_CACHE_PAGES: z.coerce.number().int().min(0).max(100_000).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins into one account from one address before that address waits between attempts. */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  /** Failed sign-ins into one account per hour, all addresses together, before new addresses wait. */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  /** People searches one account may make per window (a directory must not be read out by a script). */
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: booleanFlag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** The most bytes of media (finished and in-progress uploads) one account may keep: 5 GiB. */
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 ** 3),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  WEB_DIST_DIR: z.string().optional(),
  MAIL_OUTBOX_API: booleanFlag.default(false),
  /** The mail server mail is sent through; unset, mail stays in the outbox (the local viewer). */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/(?:[^\s/@]+@)?[^\s/@:?]+(?::\d{1,5})?\/?(?:\?\S*)?$/,
      'must be an smtp:// or smtps:// URL such as smtp://user:password@host:587',
    )
    .optional(),
  /** The sender of every mail: an address, or a name and an address ("Tightlines <no-reply@example.com>"). */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an e-mail address, or a name and an address as in Tightlines <no-reply@example.com>',
    )
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  SOCIAL_PROVIDERS: ZSocialProviders.default([]),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/\S*\{z\}\S*$/, 'must be an https:// tile URL with {z}, {x} and {y}')
    .optional(),
  /** A self-hosted PMTiles archive of raster tiles (https:// or a path on this server); see README. */
  MAP_PMTILES_URL: z
    .string()
    .regex(/^(?:https:\/\/\S+|\/\S*)\.pmtiles$/, 'must be an https:// URL or a /path of a .pmtiles archive')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(MIN_PASSWORD_HASH_COST)
    .max(MAX_PASSWORD_HASH_COST)
    .default(DEFAULT_PASSWORD_HASH_COST),
  PAYMENTS_DRIVER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** The platform's share of each payment, in percent (0 = none); shown in the checkout's breakdown. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** How old an open checkout is before reconciliation asks the payment platform about it. */
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as us-east-1')
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** The bearer token `/metrics` asks for; unset (and no METRICS_PORT), there is no `/metrics` (ADR 017). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Serve `/metrics` on this port only (keep it off the public network), not on PORT. */
  METRICS_PORT: z.coerce
    .number({ error: PORT_RANGE })
    .int(PORT_RANGE)
    .min(1, PORT_RANGE)
    .max(65_535, PORT_RANGE)
    .optional(),
  /**
   * Where OpenTelemetry traces go (OTLP over HTTP, `<endpoint>/v1/traces`); unset, the SDK is not
   * even loaded. Read first by tracing.ts, before this schema: validated here all the same.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** How long a stopping server (SIGTERM) keeps answering the requests it already has. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
});

/** Media storage settings that only make sense together (one line names the first problem). */
function checkStorage(config: z.infer<typeof ZConfig>): string | null {
  const driver = config.STORAGE_DRIVER ?? (config.S3_BUCKET ? 's3' : 'local');
  if (driver === 's3' && !config.S3_BUCKET) return 'S3_BUCKET is required when STORAGE_DRIVER=s3';
  if (driver === 'local' && config.S3_BUCKET) return 'S3_BUCKET is set but STORAGE_DRIVER=local';
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the default AWS credentials)';
  }
  return null;
}

/** Payment settings that only make sense together. */
function checkPayments(config: z.infer<typeof ZConfig>): string | null {
  const driver = config.PAYMENTS_DRIVER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (driver === 'stripe' && (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)) {
    return 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both required for the Stripe payments driver';
  }
  if (driver === 'local' && config.STRIPE_SECRET_KEY)
    return 'STRIPE_SECRET_KEY is set but PAYMENTS_DRIVER=local';
  // The local checkout takes test cards: on a public address, unchosen, it would sell entries for nothing.
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  if (driver === 'local' && !config.PAYMENTS_DRIVER && !isLocalHost(publicHost)) {
    return `PUBLIC_URL (${publicHost}) is a public address but no payment platform is configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or PAYMENTS_DRIVER=local to run the test checkout (test money only)`;
  }
  return null;
}

/** Mail settings that only make sense together. */
function checkMail(config: z.infer<typeof ZConfig>): string | null {
  if (config.SMTP_URL && !config.MAIL_FROM) {
    return 'MAIL_FROM is required with SMTP_URL: the address mail is sent from, e.g. Tightlines <no-reply@example.com>';
  }
  if (config.MAIL_FROM && !config.SMTP_URL) {
    return 'MAIL_FROM is set but SMTP_URL is not: without a mail server, mail stays in the outbox';
  }
  return null;
}

/** How mail leaves: kept in the outbox (the local viewer reads it), or sent through a mail server. */
export type MailConfig = { driver: 'outbox' } | { driver: 'smtp'; url: string; from: string };

function mailConfig(config: z.infer<typeof ZConfig>): MailConfig {
  return config.SMTP_URL && config.MAIL_FROM
    ? { driver: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
    : { driver: 'outbox' };
}

/** Which payment platform takes the money. */
export type PaymentsConfig =
  { driver: 'local' } | { driver: 'stripe'; secretKey: string; webhookSecret: string };

function paymentsConfig(config: z.infer<typeof ZConfig>): PaymentsConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  return secretKey && webhookSecret && config.PAYMENTS_DRIVER !== 'local'
    ? { driver: 'stripe', secretKey, webhookSecret }
    : { driver: 'local' };
}

/** Where media live: the local driver, or an S3 bucket whose origin the browser talks to. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      /** The origin presigned URLs point at (allowed in the page's connect-src). */
      origin: string;
    };

function storageConfig(config: z.infer<typeof ZConfig>): StorageConfig {
  const bucket = config.S3_BUCKET;
  if ((config.STORAGE_DRIVER ?? (bucket ? 's3' : 'local')) === 'local' || !bucket) return { driver: 'local' };
  const endpoint = config.S3_ENDPOINT?.replace(/\/+$/, '');
  const host = endpoint ? new URL(endpoint).host : `s3.${config.S3_REGION}.amazonaws.com`;
  const protocol = endpoint ? new URL(endpoint).protocol : 'https:';
  return {
    driver: 's3',
    bucket,
    region: config.S3_REGION,
    endpoint,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    origin: `${protocol}//${config.S3_FORCE_PATH_STYLE ? host : `${bucket}.${host}`}`,
  };
}

export type Config = z.infer<typeof ZConfig> & {
  /** PUBLIC_URL without a trailing slash, or http://localhost:PORT. */
  publicUrl: string;
  /** In-memory PGlite (`DATA_DIR=memory://`), used by end-to-end runs; nothing is kept. */
  inMemory: boolean;
  dataDir: string;
  storage: StorageConfig;
  payments: PaymentsConfig;
  mail: MailConfig;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a wrong value stops the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  // The outbox API hands anyone every mail sent (reset links included): a test and development aid only.
  if (parsed.data.MAIL_OUTBOX_API && parsed.data.NODE_ENV === 'production') {
    throw new ConfigError(
      'invalid configuration: MAIL_OUTBOX_API must not be enabled when NODE_ENV=production (the default)',
    );
  }
  // Two tile sources would leave one silently ignored.
  if (parsed.data.MAP_TILE_URL && parsed.data.MAP_PMTILES_URL) {
    throw new ConfigError('invalid configuration: set MAP_TILE_URL or MAP_PMTILES_URL, not both');
  }
  if (parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === parsed.data.PORT) {
    throw new ConfigError(
      'invalid configuration: METRICS_PORT must differ from PORT (or leave it unset and set METRICS_TOKEN)',
    );
  }
  const problem = checkStorage(parsed.data) ?? checkPayments(parsed.data) ?? checkMail(parsed.data);
  if (problem) throw new ConfigError(`invalid configuration: ${problem}`);
  const inMemory = parsed.data.DATA_DIR === 'memory://';
  return {
    ...parsed.data,
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
    inMemory,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    dataDir: inMemory
      ? parsed.data.DATA_DIR
      : path.resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
    storage: storageConfig(parsed.data),
    payments: paymentsConfig(parsed.data),
    mail: mailConfig(parsed.data),
  };
}

function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
