import { DEFAULT_PRIVACY } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { findUserCards } from './search-repo';

let t: TestApp;
let me: TestUser;
beforeAll(async () => {
  // Searches galore from one account: more than the per-account budget (checked in privacy-as-attacker.test.ts).
  t = await buildTestApp({ env: { SEARCH_RATE_LIMIT_MAX: '100000' } });
  me = await createUser(t);
});
afterAll(() => t.close());

/**
 * A surname no other test user has, so each test reads only its own people: 16 letters (64 random
 * bits, each hex digit of a UUID spelled as one of a–p), so even its first 10 characters are unique.
 */
const uniqueSurname = () =>
  `Qz${randomUUID()
    .replace(/-/g, '')
    .slice(0, 16)
    .replace(/[0-9a-f]/g, (digit) => 'abcdefghijklmnop'[Number.parseInt(digit, 16)]!)}`;

async function search(query: Record<string, string>, user: TestUser | null = me) {
  const response = await t.app.inject({
    url: `/api/users/list?${new URLSearchParams(query).toString()}`,
    headers: user?.auth ?? {},
  });
  return response;
}

async function found(query: Record<string, string>) {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    userUUID: string;
    name: string;
    lastname: string;
    email: string | null;
  }[];
}

async function showEmail(user: TestUser) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.email}/privacy`,
    headers: user.auth,
    payload: { privacy: { ...DEFAULT_PRIVACY, showEmail: true } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/users/list', () => {
  it('refuses guests with 401', async () => {
    expect((await search({ searchText: 'Test' }, null)).statusCode).toBe(401);
  });

  it('finds a user by first name, last name or "first last", ignoring case and accents', async () => {
    const lastname = uniqueSurname();
    const user = await createUser(t, { name: 'Zoë', lastname: `Ñúñez${lastname}` });
    const id = (await found({ searchText: `nunez${lastname.toLowerCase()}` }))[0]?.userUUID;
    expect(id).toBeDefined();
    for (const searchText of [`ÑÚÑEZ${lastname}`, `zoe nunez${lastname}`, `  Zoë Ñúñez${lastname} `]) {
      expect((await found({ searchText })).map((card) => card.userUUID)).toEqual([id]);
    }
    expect(await found({ searchText: `nunez${lastname}x` })).toEqual([]);
    expect(user.email).toBeTruthy();
  });

  it('answers only the card fields, with a hidden e-mail as null even when it was typed in full', async () => {
    const lastname = uniqueSurname();
    const hidden = await createUser(t, { name: 'Hidden', lastname });
    const [card] = await found({ searchText: lastname });
    expect(card).toEqual({
      userUUID: expect.any(String),
      name: 'Hidden',
      lastname,
      roleName: 'Angler',
      url: null,
      email: null,
    });
    expect(JSON.stringify(await found({ searchText: lastname }))).not.toContain(hidden.email);

    // A hidden e-mail finds no one, typed in full or not: searching cannot map an address to a person.
    expect(await found({ searchText: hidden.email })).toEqual([]);
    expect(await found({ searchText: hidden.email.toUpperCase() })).toEqual([]);
    expect(await found({ searchText: hidden.email.slice(0, -3) })).toEqual([]);
  });

  it('shows the e-mail of a user whose privacy shows it, and finds them by its prefix', async () => {
    const lastname = uniqueSurname();
    const shown = await createUser(t, {
      name: 'Shown',
      lastname,
      email: `${lastname.toLowerCase()}@example.com`,
    });
    await showEmail(shown);
    expect(await found({ searchText: lastname })).toMatchObject([{ email: shown.email }]);
    expect(await found({ searchText: shown.email })).toMatchObject([{ email: shown.email }]);
    expect(await found({ searchText: lastname.slice(0, 10).toLowerCase() })).toMatchObject([
      { email: shown.email },
    ]);
  });

  it('treats LIKE wildcards in the text as literal characters', async () => {
    const lastname = uniqueSurname();
    await createUser(t, { name: 'Wild', lastname });
    await createUser(t, { name: 'Wild', lastname: `${lastname}%_x` });
    expect(await found({ searchText: '%%' })).toEqual([]);
    expect(await found({ searchText: '__' })).toEqual([]);
    expect(await found({ searchText: `wild ${lastname.slice(0, 3)}_` })).toEqual([]);
    expect((await found({ searchText: `${lastname}%` })).map((card) => card.lastname)).toEqual([
      `${lastname}%_x`,
    ]);
    expect((await found({ searchText: `${lastname}\\` })).length).toBe(0);
  });

  it('pages 5 at a time by username, clamps the limit, and skips deleted accounts', async () => {
    const lastname = uniqueSurname();
    const names = ['Ana', 'Bea', 'Cam', 'Dan', 'Eva', 'Fer', 'Gil'];
    for (const name of [...names].reverse()) await createUser(t, { name, lastname });
    const first = await found({ searchText: lastname });
    expect(first.map((card) => card.name)).toEqual(['Ana', 'Bea', 'Cam', 'Dan', 'Eva']);
    const second = await found({ searchText: lastname, offset: '5' });
    expect(second.map((card) => card.name)).toEqual(['Fer', 'Gil']);
    const backwards = await found({ searchText: lastname, direction: 'desc', limit: '2' });
    expect(backwards.map((card) => card.name)).toEqual(['Gil', 'Fer']);
    expect((await found({ searchText: lastname, limit: '10000' })).length).toBe(7);

    await t.database.db.execute(
      sql`update users set deleted_at = now() where name = 'Ana' and lastname = ${lastname}`,
    );
    expect((await found({ searchText: lastname })).map((card) => card.name)[0]).toBe('Bea');
  });

  it('finds no one for a text under two characters, and refuses a malformed page with 400', async () => {
    expect(await found({ searchText: ' T ' })).toEqual([]);
    expect(await found({})).toEqual([]);
    expect((await search({ searchText: 'Test', limit: 'many' })).statusCode).toBe(400);
    expect((await search({ searchText: 'Test', orderValue: 'email' })).statusCode).toBe(400);
  });

  it('reads each branch of the search through its own index', async () => {
    const db = t.database.db;
    // Thousands of people (the last test, so no other reads them), then what the planner does.
    await db.execute(sql`insert into users (email, name, lastname, role_name)
      select 'p' || g || '-' || md5(g::text) || '@example.com', md5(g::text), md5((g * 7)::text), 'Angler'
      from generate_series(1, 3000) g`);
    await db.execute(sql`analyze users`);
    const query = findUserCards(db, {
      text: 'Ab%',
      offset: 0,
      limit: 5,
      orderValue: 'username',
      direction: 'asc',
    });
    const explained = (await db.execute(sql`explain ${query}`)) as unknown as { rows: unknown[] };
    const plan = JSON.stringify(explained.rows);
    expect(plan).toContain('BitmapOr');
    for (const index of ['users_search_full_name_idx', 'users_search_lastname_idx', 'users_search_email_idx'])
      expect(plan).toMatch(
        new RegExp(`Bitmap Index Scan on ${index} [^}]*\\},\\{"QUERY PLAN":" *Index Cond`),
      );
  });
});
