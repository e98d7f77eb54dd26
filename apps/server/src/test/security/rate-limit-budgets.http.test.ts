import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerPath } from '../../http/spa';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, type TestUser } from '../factories';

/**
 * Whose budget a request spends (issue 31, many anglers behind one address): the app's own files
 * and pages spend none, a signed-in account spends its own wherever it calls from, a guest its
 * address's. RATE_LIMIT_MAX is 3 here, so a fourth request of one budget is refused.
 */
const MAX = 3;
const AUTH_MAX = 4;
let t: TestApp;
let webDist: string;
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  // A stand-in for the built web app: index.html, a prerendered page, hashed assets, a public file.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, 'tournament'));
  const page = '<!doctype html><html><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(webDist, 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'spa.html'), page);
  fs.writeFileSync(path.join(webDist, 'tournament', 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of ['index-abc123.js', 'tournaments-page-def456.js', 'index-789abc.css'])
    fs.writeFileSync(path.join(webDist, 'assets', name), '/* built */');
  t = await buildTestApp({
    env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_MAX: String(AUTH_MAX) },
  });
  // Registration and sign-in have budgets of their own (per route): these spend none of those below.
  [ana, ben] = [await createUser(t), await createUser(t)];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function statuses(
  count: number,
  request: { url: string; remoteAddress: string; headers?: Record<string, string> },
): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await t.app.inject(request)).statusCode);
  return answers;
}

const allowed = (count: number) => Array<number>(count).fill(200);

describe("the app's files and pages", () => {
  it('are never refused, however many one address asks for, and spend none of its API budget', async () => {
    const marina = '198.51.100.10';
    const files = [
      '/assets/index-abc123.js',
      '/assets/tournaments-page-def456.js',
      '/assets/index-789abc.css',
      '/favicon.svg',
      '/index.html',
      // Pages: prerendered, and the history fallback of any other path.
      '/',
      '/tournament',
      '/ranking',
      '/my_profile',
    ];
    // Twelve visitors' first visits, each loading every file, from one address.
    for (let visitor = 0; visitor < 12; visitor += 1) {
      for (const url of files) {
        const response = await t.app.inject({ url, remoteAddress: marina });
        expect(response.statusCode, `${url}, visitor ${visitor + 1}`).toBe(200);
        expect(response.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
    expect(await statuses(MAX + 1, { url: '/api/version', remoteAddress: marina })).toEqual([
      ...allowed(MAX),
      429,
    ]);
  });

  it('are the only routes outside the budgets: every other route is a server path', async () => {
    const unlimited = t.app.registeredRoutes.filter((route) => !isServerPath(route.url));
    expect(unlimited.length).toBeGreaterThan(0);
    for (const route of unlimited) {
      const file = route.url.replace(/^\//, '');
      expect(fs.existsSync(path.join(webDist, file)), route.url).toBe(true);
    }
  });
});

describe('the API budget', () => {
  it('is per address for guests: one address runs out, another still has its own', async () => {
    const club = '198.51.100.20';
    expect(await statuses(MAX + 1, { url: '/api/version', remoteAddress: club })).toEqual([
      ...allowed(MAX),
      429,
    ]);
    const refused = await t.app.inject({ url: '/api/version', remoteAddress: club });
    expect(refused.json()).toMatchObject({ code: 429, message: 'Too many requests, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statuses(1, { url: '/api/version', remoteAddress: '198.51.100.21' })).toEqual([200]);
  });

  it("is per account when signed in: two accounts behind one address each get their own, and the address's guests theirs", async () => {
    const carrier = '198.51.100.30';
    const userInfo = (user: TestUser) => ({
      url: `/api/users?userEmail=${encodeURIComponent(user.email)}`,
      remoteAddress: carrier,
      headers: user.auth,
    });
    const [asAna, asBen] = [userInfo(ana), userInfo(ben)];
    expect(await statuses(MAX + 1, asAna)).toEqual([...allowed(MAX), 429]);
    expect(await statuses(MAX + 1, asBen)).toEqual([...allowed(MAX), 429]);
    // The signed-in accounts spent none of the address's guest budget.
    expect(await statuses(MAX + 1, { url: '/api/version', remoteAddress: carrier })).toEqual([
      ...allowed(MAX),
      429,
    ]);
    // An account's budget follows it to another address: Ana's is spent wherever she calls from.
    expect(await statuses(1, { ...asAna, remoteAddress: '198.51.100.31' })).toEqual([429]);
  });
});

describe('the abuse-prone routes', () => {
  it('keep their own small budget per address, signed in or not', async () => {
    // A new e-mail each time, so only the per-address budget is spent (not the per-account one).
    let asked = 0;
    const check = async (remoteAddress: string, headers: Record<string, string> = {}) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/register/email_available',
          remoteAddress,
          headers,
          payload: { email: `someone-${(asked += 1)}@example.com` },
        })
      ).statusCode;
    const bar = '198.51.100.40';
    const answers = [await check(bar), await check(bar, ana.auth), await check(bar, ben.auth)];
    answers.push(await check(bar, ana.auth), await check(bar));
    expect(answers).toEqual([...allowed(AUTH_MAX), 429]);
    expect(await check('198.51.100.41')).toBe(200);
  });
});
