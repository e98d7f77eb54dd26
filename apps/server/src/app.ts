import cookie from '@fastify/cookie';
import { AppError } from '@tightlines/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/database';
import { createLogger, OneLinePerRequest } from './http/logger';
import { collectRoutes } from './http/route-registry';
import { handleFrameworkError, registerErrorHandler, sendError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerNoStore } from './http/no-store';
import { previewsOf } from './http/page-meta';
import { isServerPath, isSourceMap, registerSpa } from './http/spa';
import { registerAuthentication } from './http/authenticate';
import { registerIdempotency } from './http/idempotency';
import {
  authRoutes,
  createPasswordHasher,
  createPasswordSignIn,
  endAllSessionsOf,
  endOtherSessionsOf,
} from './modules/auth';
import { catalogueRoutes } from './modules/catalogue';
import { mailOutboxRoutes, mailUnsubscribeRoutes } from './modules/mail';
import {
  findOrCreateSocialUser,
  getUserById,
  signedInAccounts,
  userRoutes,
  type UserEvents,
} from './modules/users';
import { boatRoutes } from './modules/boats';
import { experienceRoutes } from './modules/experience';
import { mediaRoutes, mediaStateOf } from './modules/media';
import { createDataExports, profileRoutes } from './modules/profile';
import { sessionPreviews, sessionRoutes } from './modules/sessions';
import { createPayments, registerPaymentMetrics, type Fulfilments } from './modules/payments';
import { createConfiguredPayments, type PaymentsSetup } from './platform/payments/create-payments';
import { WEBHOOK_SIGNATURE_HEADER } from './platform/payments/payment-driver';
import type { Jobs } from './platform/jobs/jobs';
import { startJobs } from './platform/jobs/registry';
import { createConfiguredStorage, type StorageSetup } from './platform/storage/create-storage';
import { createIdentity } from './platform/idp/identity';
import { registerIdpRoutes } from './platform/idp/routes';
import { createSocialSignIn } from './platform/idp/social';
import { createConfiguredMail } from './platform/mail/create-mail';
import { createLiveEvents } from './platform/events/live-events';
import { liveEventPruning } from './platform/events/prune';
import { registerLiveEventMetrics } from './platform/events/metrics';
import { healthRoutes } from './modules/health';
import { liveNotificationRoutes, notificationRoutes } from './modules/notifications';
import { rankingRoutes } from './modules/rankings';
import { registerMetrics } from './http/metrics';
import { createMetricsRegistry, registerDatabaseMetrics } from './platform/metrics/metrics';
import { registerJobMetrics } from './platform/jobs/jobs';
import { registerMailMetrics } from './platform/mail/metrics';
import {
  namedJudgeGrant,
  paidTournamentsOrganisedBy,
  tournamentJobs,
  tournamentEntryFulfilment,
  tournamentPreviews,
  tournamentRoutes,
  type TournamentsDeps,
} from './modules/tournaments';
import { createJudging } from './modules/judging';
import { createClubs } from './modules/clubs';
import { createTeams } from './modules/teams';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Media storage; by default the driver the configuration picks. */
  storage?: StorageSetup;
  /**
   * The job queue, started before the app is ready: the app's own jobs (payment events, checkout
   * reconciliation) are registered on it when the app is ready. Without one nothing can be paid.
   */
  jobs?: Jobs;
  /** The payment driver; by default the one the configuration picks. */
  payments?: PaymentsSetup;
  /** What paid checkouts of each purpose grant, beyond the product's own modules' (tests add theirs). */
  fulfilments?: Fulfilments;
}

export type App = FastifyInstance;

const REQUEST_ID_PATTERN = /^[\w.-]{8,64}$/;

/**
 * How long a kept-alive connection may stay quiet between two requests; its answers advertise it
 * (`Keep-Alive: timeout=72`) and Node.js closes the connection a second later, so a client that
 * reuses it within the advertised time never meets a closed socket. Longer than the idle timeout of
 * the usual proxies (60 s), which therefore close first. It is not REQUEST_TIMEOUT_MS: that is the
 * quiet allowed while a request is received or answered (`connectionTimeout`, the socket's
 * inactivity timeout, which Node.js replaces by this one once an answer is sent) and the time to
 * receive a whole request (`requestTimeout`). app.http.test.ts checks that they agree.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

const noJobQueue: Pick<Jobs, 'send'> = {
  send: () => Promise.reject(new Error('this app was built without a job queue')),
};

/** Builds the whole HTTP application from its dependencies. Tests call this with a test database. */
export async function buildApp({
  config,
  database,
  logger,
  storage: storageSetup,
  jobs,
  payments: paymentsSetup,
  fulfilments = {},
}: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  collectRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // From the moment the server starts to stop it is not ready, and each answer still to go out
  // closes its connection: a kept-alive one would hold the stopping server open.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  const { db } = database;
  // Gauges read the database only when /metrics is scraped; nothing is timed unless it is served.
  const metrics = createMetricsRegistry();
  registerDatabaseMetrics(metrics, database);
  registerJobMetrics(metrics, database.executeSql);
  registerMailMetrics(metrics, db);
  // platform/ and http/ never import modules: what they need of accounts is passed in here.
  const identity = await createIdentity({
    db,
    publicUrl: config.publicUrl,
    trustProxy: config.TRUST_PROXY,
    findAccount: (accountId) => getUserById(db, accountId),
  });
  // Every module writes mail through this one mailer, in the transaction that causes the mail.
  const mail = createConfiguredMail({ config, db, logger: app.log, jobs });
  const { mailer } = mail;
  app.addHook('onClose', async () => mail.close());
  // Live events (ADR 020): every instance listens for the log's new events and feeds its own open
  // streams, which end before the server closes (an open stream would keep it from closing).
  const events = createLiveEvents({ database, log: app.log });
  await events.start();
  registerLiveEventMetrics(metrics, events);
  app.addHook('preClose', async () => events.close());
  const media = storageSetup ?? (await createConfiguredStorage(config, db));
  const { storage } = media;
  const paymentPlatform = paymentsSetup ?? (await createConfiguredPayments(config, db, jobs ?? noJobQueue));
  // One clock for every module's rules (tests of time rules build their modules with their own).
  const now = () => new Date();
  const payments = createPayments({
    db,
    driver: paymentPlatform.driver,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    reconcileAfterMs: config.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
    reconciled: registerPaymentMetrics(metrics, db),
    // Each selling module adds what its paid checkouts grant (tournaments, teams, clubs).
    fulfilments: {
      tournament_entry: tournamentEntryFulfilment({ mailer, now }),
      // The clubs module is built below, on this payments module.
      club_subscription: (tx, checkout) => clubs.fulfilment(tx, checkout),
      // The teams module too.
      team_registration: (tx, checkout) => teams.fulfilment(tx, checkout),
      ...fulfilments,
    },
    now,
  });
  const clubs = createClubs({
    db,
    log: app.log,
    payments,
    storage,
    publicUrl: config.publicUrl,
    jobs: jobs ?? noJobQueue,
    now,
  });
  const teams = createTeams({ db, storage, log: app.log, payments, now });
  const tournaments: TournamentsDeps = {
    db,
    storage,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    payments,
    jobs: jobs ?? noJobQueue,
    now,
    // The judging module is wired below; Finished means official results (issue 22).
    finishJudging: (actor, tournamentId) => judging.finish(actor, tournamentId),
  };
  const secureCookies = config.publicUrl.startsWith('https://');
  const passwords = createPasswordHasher(config.PASSWORD_HASH_COST);
  // The users module's events, heard by the auth module: a new password ends sessions.
  const userEvents: UserEvents = {
    passwordChanged: ({ userId, grantId }) => endOtherSessionsOf(db, userId, grantId),
    passwordReset: ({ userId }) => endAllSessionsOf(db, userId),
  };
  const signIn = createPasswordSignIn({
    db,
    passwords,
    limits: {
      failuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS,
      failuresPerAccount: config.SIGN_IN_FAILURES_PER_ACCOUNT,
    },
  });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  registerNoStore(app);
  await app.register(cookie);
  registerAuthentication(app, {
    identity,
    accounts: {
      // Being named judge of a tournament grants JUDGE_TOURNAMENTS (the tournaments module knows who
      // is): checked in the account's own statement, not one more per request.
      getSignedInAccount: signedInAccounts(db, [namedJudgeGrant]),
    },
  });
  registerIdempotency(app, { db });
  await registerOpenApi(app);
  // Share links get their link preview's tags (sessions on home, tournaments and clubs on their page).
  const spa = await registerSpa(
    app,
    config.WEB_DIST_DIR,
    previewsOf(
      sessionPreviews(db, storage, config.publicUrl),
      tournamentPreviews(tournaments),
      clubs.previews,
    ),
  );

  registerMetrics(app, config, metrics);
  await app.register(healthRoutes, { prefix: '/api', database, shuttingDown: () => shuttingDown });
  await app.register(catalogueRoutes, { prefix: '/api', db });
  await app.register(authRoutes, {
    prefix: '/api',
    db,
    identity,
    secureCookies,
    signIn,
  });
  await app.register(userRoutes, {
    prefix: '/api',
    db,
    mailer,
    storage,
    publicUrl: config.publicUrl,
    passwords,
    events: userEvents,
  });
  await app.register(mediaRoutes, { prefix: '/api', db, storage, quotaBytes: config.MEDIA_QUOTA_BYTES });
  await app.register(profileRoutes, {
    prefix: '/api',
    db,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    signIn,
    now,
  });
  // "Download all my data" (issue 40 point 4): a job builds the zip, another removes expired ones.
  const dataExports = createDataExports({
    db,
    storage,
    mailer,
    jobs: jobs ?? noJobQueue,
    now,
    publicUrl: config.publicUrl,
  });
  await app.register(dataExports.routes, { prefix: '/api' });
  await app.register(boatRoutes, { prefix: '/api', db, storage, mailer, publicUrl: config.publicUrl });
  await app.register(experienceRoutes, { prefix: '/api', db });
  const notifications = { db, now: () => new Date() };
  await app.register(notificationRoutes, { prefix: '/api', notifications });
  await app.register(liveNotificationRoutes, { prefix: '/api', notifications, events });
  await app.register(rankingRoutes, { prefix: '/api', rankings: { db, storage, now } });
  await app.register(sessionRoutes, {
    prefix: '/api',
    database,
    storage,
    map: {
      tileUrl: config.MAP_TILE_URL ?? null,
      pmtilesUrl: config.MAP_PMTILES_URL ?? null,
      attribution: config.MAP_TILE_ATTRIBUTION,
    },
    feedCachePages: config.FEED_CACHE_PAGES,
    now,
  });
  await app.register(payments.routes, {
    prefix: '/api',
    organisedTournaments: (userId) => paidTournamentsOrganisedBy(db, userId),
  });
  await app.register(tournamentRoutes, { prefix: '/api', tournaments });
  await app.register(clubs.routes, { prefix: '/api' });
  await app.register(teams.routes, { prefix: '/api' });
  const judging = createJudging({
    db,
    storage,
    mailer,
    events,
    log: app.log,
    publicUrl: config.publicUrl,
    tournaments,
    now,
  });
  await app.register(judging.routes, { prefix: '/api' });
  await paymentPlatform.registerRoutes(app, {
    sendPage: spa ? (reply) => spa.sendIndex(reply) : undefined,
    // The hosted checkout's fee breakdown comes from our own checkout record.
    orderOf: (sessionId) => payments.checkoutOrderOf(sessionId),
  });
  if (jobs) {
    app.addHook('onReady', async () => {
      // The local checkout's events reach the webhook route through the HTTP stack, signed.
      await paymentPlatform.startEventDelivery(jobs, async (body, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        return response.statusCode;
      });
      // The one registry of the app's jobs: each module contributes its own.
      await startJobs(jobs, [
        ...payments.jobs,
        ...tournamentJobs(tournaments),
        ...judging.jobs,
        ...clubs.jobs,
        ...mail.jobs,
        ...dataExports.jobs,
        liveEventPruning({ db, now }),
      ]);
    });
  }
  // The local driver's /media routes ask the media module whether an object is still served.
  await media.registerRoutes(app, { stateOf: (key) => mediaStateOf(db, key) });
  await app.register(mailUnsubscribeRoutes, { prefix: '/api', db });
  if (config.MAIL_OUTBOX_API) await app.register(mailOutboxRoutes, { prefix: '/api', db });
  await registerIdpRoutes(app, {
    db,
    identity,
    spa,
    social: createSocialSignIn(config.SOCIAL_PROVIDERS, config.publicUrl),
    findOrCreateSocialAccount: (profile) => findOrCreateSocialUser(db, profile),
    secureCookies,
    signIn,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url) &&
      !isSourceMap(request.url);
    if (isPage && spa) return spa.sendIndex(reply);
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });

  return app;
}
