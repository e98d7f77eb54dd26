import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { createSession } from '../../test/session-factories';
import { statementsRunBy } from '../../test/statements';

/**
 * What one signed-in feed page asks of the database: the account (its sign-in grant, its
 * permission grants and the judge grant, one prepared statement), then the page (one prepared
 * statement). Each statement more is a round trip on every signed-in page, the product's main path:
 * a per-request lookup added next to the account's (the named-judge check, 2026-11-26) took the
 * Captain's pages from 0.86 to 0.59 of the guests' uncached pages in `npm run bench`.
 */
let t: TestApp;
let captain: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  captain = await createUser(t, { roleName: 'Captain' });
  for (let i = 0; i < 3; i += 1) await createSession(t, captain);
});
afterAll(() => t.close());

const statementsOf = (request: () => Promise<unknown>) => statementsRunBy(t, request);
const feed = (url: string) => t.app.inject({ url, headers: captain.auth });

describe('a signed-in feed page', () => {
  it('runs two prepared statements: the account with its grants, then the page', async () => {
    const first = await feed('/api/sessions/home?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const cursor = first.json().result.nextCursor as string;
    expect(cursor).toBeTruthy();

    for (const url of ['/api/sessions/home?limit=2', `/api/sessions/home?limit=2&cursor=${cursor}`]) {
      let status = 0;
      const statements = await statementsOf(async () => {
        status = (await feed(url)).statusCode;
      });
      expect(status).toBe(200);
      expect(
        statements.map((statement) => statement.text.replace(/\s+/g, ' ').slice(0, 80)),
        url,
      ).toHaveLength(2);
      expect(statements[0]!.text).toMatch(/from "users"/);
      expect(statements[1]!.text).toMatch(/from "fishing_sessions"/);
      if (t.database.kind === 'postgres') {
        // Named: planned once per connection, not on every request.
        expect(statements.map((statement) => Boolean(statement.name))).toEqual([true, true]);
      }
    }
  });

  it('shares its account read with the signed-in requests that arrive with it', async () => {
    const other = await createUser(t);
    // Its token checked once (the signature check, then kept), as the Captain's already is.
    expect((await t.app.inject({ url: '/api/sessions/home?limit=2', headers: other.auth })).statusCode).toBe(
      200,
    );
    const urls = ['/api/sessions/home?limit=2', '/api/sessions/home?limit=3'];
    let answers: Awaited<ReturnType<typeof feed>>[] = [];
    const statements = await statementsOf(async () => {
      answers = await Promise.all([
        ...urls.map((url) => feed(url)),
        t.app.inject({ url: urls[0]!, headers: other.auth }),
      ]);
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Each request got its own account: the Captain's sessions are theirs to edit, not the other's.
    const editable = answers.map((answer) => answer.json().result.items[0].canEdit);
    expect(editable).toEqual([true, true, false]);
    const accounts = statements.filter((statement) => /from "users"/.test(statement.text));
    expect(accounts).toHaveLength(1);
    expect(statements).toHaveLength(1 + 3);
  });
});
