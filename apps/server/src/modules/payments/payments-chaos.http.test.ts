import { and, eq } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database';
import {
  checkouts,
  localPaySessions,
  ruleSets,
  species,
  tournamentMembers,
  transactions,
} from '../../db/schema';
import { seedCatalogue } from '../../db/seed/seed-catalogue';
import { freePort } from '../../test/free-port';
import { bundleServer, serverRoot, type ServerBundle } from '../../test/server-bundle';

/**
 * Issue 20's chaos test: the real server process, on a PGlite data directory of its own, is killed
 * with SIGKILL at random points while 20 payers go through checkout (most pay by card or wallet,
 * some walk away, some cancel), and restarted on the same data each time. Once it has settled,
 * every paid checkout is fulfilled exactly once (one Complete payment, one tournament entry) and
 * nothing unpaid is fulfilled. The kill points come from a seeded generator whose seed is printed:
 * `CHAOS_SEED=<seed> npx vitest run apps/server/src/modules/payments/payments-chaos.http.test.ts`
 * replays the same plan (the kills land at the same requests; the machine's timing decides the rest,
 * which the invariants do not depend on).
 */

const CHECKOUTS = 20;
const KILLS = 4;
const CONCURRENCY = 4;

const seed = Number(process.env.CHAOS_SEED ?? randomInt(2 ** 31));
const random = mulberry32(seed);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

type Plan = 'card' | 'wallet' | 'abandon' | 'cancel';
/** What each payer does: 14 pay (card or wallet), 3 walk away from the page, 3 press Cancel. */
const plans: Plan[] = shuffle([
  ...Array.from({ length: 14 }, (): Plan => (random() < 0.5 ? 'card' : 'wallet')),
  ...Array.from({ length: 3 }, (): Plan => 'abandon'),
  ...Array.from({ length: 3 }, (): Plan => 'cancel'),
]);
const payingPlans = plans.filter((plan) => plan === 'card' || plan === 'wallet').length;

let bundle: ServerBundle | undefined;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  log(`seed ${seed} (replay with CHAOS_SEED=${seed})`);
  bundle = await bundleServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-chaos-'));
  server = new ServerProcess(bundle.main, dataDir, await freePort());
}, 120_000);

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  bundle?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('payments under chaos (issue 20)', () => {
  it('fulfils every paid checkout exactly once, and nothing unpaid, however often the server is killed', async () => {
    const catalogue = await prepareDataDir(dataDir);
    await server.start();

    // The cast, made before the chaos: an organiser with a paid tournament, and 20 payers.
    const organiser = await signUp('Captain');
    const published = await server.call('POST', '/api/tournaments', organiser, {
      tournamentName: 'Chaos Cup',
      tournamentDescription: 'Paid entries, a server that keeps dying',
      regionType: 'Global',
      officialTournamentTimeZone: 'UTC',
      startDate: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 56 * 3_600_000).toISOString(),
      uploadDeadlineTime: new Date(Date.now() + 62 * 3_600_000).toISOString(),
      clubOption: 'All members',
      ruleUUID: catalogue.ruleId,
      judgesEmails: [{ judgeEmail: 'judge@example.com' }],
      fishes: [{ fishUUID: catalogue.speciesId }],
      entranceFee: 25,
      prize: 500,
      acceptedTerms: true,
      allowLateJoin: 1,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const tournamentId = (published.body as { result: { UUID: string } }).result.UUID;
    const payers: SignedIn[] = [];
    for (let index = 0; index < CHECKOUTS; index += 1) payers.push(await signUp('Angler'));

    // The chaos: kills at seeded request numbers, each a few milliseconds after that request left,
    // so it lands inside the server's handling of it (or of the requests beside it).
    server.planKills(
      Array.from({ length: KILLS }, () => ({
        afterRequest: between(1, CHECKOUTS + 10),
        delayMs: between(0, 60),
      })),
    );
    const sessions = new Map<number, string>();
    const flow = async (index: number) => {
      const payer = payers[index]!;
      const joined = await server.call('POST', `/api/tournaments/${tournamentId}/join`, payer, {
        acceptedTerms: true,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const { checkoutUrl } = (joined.body as { result: { checkoutUrl: string } }).result;
      const sessionId = /\/pay\/(cs_local_[\w-]+)$/.exec(checkoutUrl)![1]!;
      sessions.set(index, sessionId);
      const plan = plans[index]!;
      if (plan === 'abandon') return;
      const answer =
        plan === 'cancel'
          ? await server.call('POST', `/pay/api/sessions/${sessionId}/cancel`, null, {})
          : await server.call(
              'POST',
              `/pay/api/sessions/${sessionId}/pay`,
              null,
              plan === 'wallet'
                ? { method: 'wallet' }
                : {
                    method: 'card',
                    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
                  },
            );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // A retried payment after a kill finds the session already paid: complete either way.
      expect((answer.body as { result: { status: string } }).result.status).toBe(
        plan === 'cancel' ? 'expired' : 'complete',
      );
    };
    await runConcurrently(CHECKOUTS, CONCURRENCY, flow);
    await server.settled();
    // One more kill right after the last payment: its event may still be queued, or mid-delivery.
    await server.kill();
    log('killed after the last payment');
    expect(server.kills).toBe(KILLS + 1);
    await server.start();

    // Settled once the tournament has as many entries as payments were made (the webhook jobs
    // and the reconciliation at start do it; nothing here asks the server to settle).
    await server.waitFor(async () => {
      const detail = await server.call('GET', `/api/tournaments/${tournamentId}`, organiser);
      return (detail.body as { result: { memberCount: number } }).result.memberCount >= payingPlans;
    });
    await server.stop();

    // The ledger, read from the data directory the server left.
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const { db } = database;
      const memberRows = await db
        .select()
        .from(tournamentMembers)
        .where(eq(tournamentMembers.tournamentId, tournamentId));
      expect(memberRows).toHaveLength(payingPlans);
      for (const [index, sessionId] of sessions) {
        const [session] = await db.select().from(localPaySessions).where(eq(localPaySessions.id, sessionId));
        const paid = plans[index] === 'card' || plans[index] === 'wallet';
        expect(session?.status, `${plans[index]} session ${sessionId}`).toBe(
          paid ? 'complete' : plans[index] === 'cancel' ? 'expired' : 'open',
        );
        const ours = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
        expect(ours).toHaveLength(1);
        const checkout = ours[0]!;
        const payments = await db
          .select()
          .from(transactions)
          .where(and(eq(transactions.checkoutId, checkout.id), eq(transactions.type, 'Credit')));
        const entries = memberRows.filter((member) => member.checkoutId === checkout.id);
        if (paid) {
          expect(checkout.status).toBe('complete');
          expect(payments.map((payment) => payment.status)).toEqual(['Complete']);
          expect(payments[0]!.confirmationNumber).toBe(session!.paymentId);
          expect(entries).toHaveLength(1);
          expect(entries[0]!.userId).toBe(checkout.userId);
        } else {
          expect(checkout.status).not.toBe('complete');
          expect(payments).toEqual([]);
          expect(entries).toEqual([]);
        }
      }
      // Nothing paid or entered that no payer's flow accounts for (a session made before a kill
      // and never handed out is never paid).
      const complete = await db
        .select()
        .from(localPaySessions)
        .where(eq(localPaySessions.status, 'complete'));
      expect(complete).toHaveLength(payingPlans);
      const credits = await db.select().from(transactions).where(eq(transactions.type, 'Credit'));
      expect(credits).toHaveLength(payingPlans);
    } finally {
      await database.close();
    }
  }, 180_000);
});

/** Migrates the data directory and seeds the catalogue, as the server's first start would; answers what the tournament names. */
async function prepareDataDir(dir: string): Promise<{ ruleId: string; speciesId: string }> {
  const database = await openPglite(path.join(dir, 'pglite'));
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const [rule] = await database.db.select({ id: ruleSets.id }).from(ruleSets).limit(1);
    const [fish] = await database.db.select({ id: species.id }).from(species).limit(1);
    return { ruleId: rule!.id, speciesId: fish!.id };
  } finally {
    await database.close();
  }
}

interface SignedIn {
  authorization: string;
}

let accounts = 0;
/** Registers and signs in a new account through the API. */
async function signUp(roleName: 'Captain' | 'Angler'): Promise<SignedIn> {
  accounts += 1;
  const email = `chaos-${accounts}-${seed}@example.com`;
  const password = 'correct horse battery';
  const registered = await server.call('POST', '/api/register', null, {
    name: 'Chaos',
    lastname: `Payer ${accounts}`,
    nationalityName: 'Costa Rica',
    userContactInfo: [{ name: 'phone', value: '+506 8888 0000' }],
    email,
    password,
    roleName,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const login = await server.call('POST', '/api/auth/login', null, { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return {
    authorization: `Bearer ${(login.body as { result: { accessToken: string } }).result.accessToken}`,
  };
}

interface Answer {
  status: number;
  body: unknown;
}

/** A promise and its resolution, for "the server is up again". */
/** The run's timeline, for a failure's reader. */
function log(line: string): void {
  process.stdout.write(`payments chaos: ${line}\n`);
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject, settled: false };
}

/** The server process, killed and restarted on the same DATA_DIR; calls to it wait out its deaths. */
class ServerProcess {
  kills = 0;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private ready = deferred();
  /** Kills and restarts, one after another: never two processes on one data directory. */
  private restarts: Promise<void> = Promise.resolve();
  private requests = 0;
  private plannedKills: { afterRequest: number; delayMs: number }[] = [];
  private output = '';

  constructor(
    private readonly bundle: string,
    private readonly dataDir: string,
    private readonly port: number,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.ready.settled) this.ready = deferred();
    const ready = this.ready;
    const child = spawn(process.execPath, ['--enable-source-maps', this.bundle], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        INIT_CWD: serverRoot,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: '10',
        AUTH_RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_MAX: '100000',
        // Every open checkout is read again at each reconciliation (and one runs at start).
        PAYMENTS_RECONCILE_AFTER_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const began = Date.now();
    try {
      await this.waitForHealth(child);
      log(`up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
      ready.settled = true;
      ready.resolve();
    } catch (error) {
      ready.settled = true;
      ready.reject(error);
      throw error;
    }
  }

  /** SIGKILL: no shutdown hook runs, whatever the server was doing is cut where it stood. */
  async kill(): Promise<void> {
    await this.restarts;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.kills += 1;
    if (this.ready.settled) this.ready = deferred();
    child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    await this.restarts;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const code = await this.exited;
    if (code !== 0) throw new Error(`the server stopped with ${code}:\n${this.output}`);
  }

  /** Kills the server a few milliseconds after the given request numbers leave, and restarts it. */
  planKills(kills: { afterRequest: number; delayMs: number }[]): void {
    this.requests = 0;
    this.plannedKills = kills;
  }

  /** One call; a call cut by a kill (or answered 5xx while dying) is sent again once the server is back. */
  async call(method: string, url: string, auth: SignedIn | null, body?: object): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      await this.ready.promise;
      this.requests += 1;
      this.killIfPlanned(this.requests);
      try {
        const response = await fetch(`${this.baseUrl}${url}`, {
          method,
          headers: {
            ...(auth ?? {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer = { status: response.status, body: await response.json().catch(() => null) };
        if (answer.status < 500 || attempt >= 20) return answer;
      } catch (error) {
        if (attempt >= 20) throw error;
      }
    }
  }

  /** Polls a real condition of the running server, up to a minute. */
  async waitFor(condition: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not settle:\n${this.output}`);
  }

  /** Waits for the planned kills still under way and their restarts. */
  async settled(): Promise<void> {
    await this.restarts;
  }

  private killIfPlanned(request: number): void {
    for (const planned of this.plannedKills.filter((kill) => kill.afterRequest === request)) {
      setTimeout(() => {
        this.restarts = this.restarts.then(async () => {
          const child = this.child;
          if (child && child.exitCode === null && child.signalCode === null) {
            this.kills += 1;
            if (this.ready.settled) this.ready = deferred();
            child.kill('SIGKILL');
            await this.exited;
            log(`killed after request ${planned.afterRequest} (+${planned.delayMs} ms)`);
          }
          await this.start();
        });
      }, planned.delayMs);
    }
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    for (let attempt = 0; attempt < 1_200; attempt += 1) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting:\n${this.output}`);
      }
      const ok = await fetch(`${this.baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not become healthy:\n${this.output}`);
  }
}

/** Runs `count` flows, `width` at a time, in a seeded order. */
async function runConcurrently(count: number, width: number, flow: (index: number) => Promise<void>) {
  const queue = shuffle(Array.from({ length: count }, (_, index) => index));
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await flow(next);
    }),
  );
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A small seeded generator: the same seed, the same plan and kill points. */
function mulberry32(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
