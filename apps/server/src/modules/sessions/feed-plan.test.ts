import { feedWindow, type FeedCursor, type Permission } from '@tightlines/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { feedStatement } from './repo';

/**
 * The feed's query plans, on the engine the suite runs on, with enough rows that a sort or a
 * sequential scan would be the planner's choice if the query let it (the benchmark checks the same
 * on 100k sessions). The server keeps one generic plan per statement shape (repo.ts, feedQuery), so
 * both the generic plan and the plan made with the values must walk the feed index from the cursor.
 */
let t: TestApp;

const SIZES = { users: 3000, sessions: 10_000 };

beforeAll(async () => {
  t = await buildTestApp();
  for (const statement of DATA) await t.database.executeSql(statement);
  await t.database.executeSql('analyze');
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Every node of the plan, and whether it is on the path that produces the page's rows (not in a card's subquery). */
function nodesOf(node: PlanNode, main = true): { node: PlanNode; main: boolean }[] {
  const here = main && !['SubPlan', 'InitPlan'].includes(node['Parent Relationship'] ?? '');
  return [{ node, main: here }, ...(node.Plans ?? []).flatMap((child) => nodesOf(child, here))];
}

/** The plan of the feed statement for `window` and `cursor`, generic or made with its values. */
async function planOf(
  window: { start?: Date; end?: Date },
  cursor: FeedCursor | null,
  mode: 'force_generic_plan' | 'force_custom_plan',
): Promise<PlanNode> {
  const statement = feedStatement(t.database.db, window, { cursor, offset: undefined, limit: 10 });
  const values = statement.params.map((value) => `'${String(value)}'`).join(', ');
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`prepare feed_plan_test as ${statement.sql}`));
    const explained = await tx.execute(
      sql.raw(`explain (format json) execute feed_plan_test${values ? `(${values})` : ''}`),
    );
    await tx.execute(sql.raw('deallocate feed_plan_test'));
    const [row] = (explained as unknown as { rows: Record<string, unknown>[] }).rows;
    const json = Object.values(row!)[0];
    return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
  });
}

/** The cursor after the `depth`-th visible session of the window, newest first. */
async function cursorAt(depth: number, window: { start?: Date; end?: Date }): Promise<FeedCursor> {
  const { rows } = await t.database.executeSql(
    `select start_at, id from fishing_sessions
      where not deleted and not hidden and start_at >= $1 and start_at <= $2
      order by start_at desc, id desc offset $3 limit 1`,
    [window.start?.toISOString() ?? '1970-01-01Z', window.end?.toISOString() ?? '9999-12-31Z', depth],
  );
  const row = rows[0] as { start_at: Date | string; id: string };
  return { startAt: new Date(row.start_at), id: row.id };
}

/** Tables that grow with use: never read whole. (The catalogue's few localities and species may be.) */
const GROWING = [
  'fishing_sessions',
  'fish_logs',
  'fish_log_videos',
  'session_team_members',
  'users',
  'boats',
  'user_privacy',
];

const readers: [string, Permission[]][] = [
  ['a guest (the 7-day window)', []],
  ['a signed-in Captain (no window)', ['FILTER_UNLIMITED_DATE_RANGE']],
];

describe.each(readers)('the feed statement of %s', (_, permissions) => {
  it.each([
    ['first page', 'force_generic_plan'],
    ['first page', 'force_custom_plan'],
    ['cursor page', 'force_generic_plan'],
    ['cursor page', 'force_custom_plan'],
  ] as const)(
    'walks the feed index for its %s, never sorting nor scanning sessions (%s)',
    async (page, mode) => {
      const window = feedWindow(permissions, new Date());
      const cursor =
        page === 'cursor page' ? await cursorAt(window.start ? 100 : SIZES.sessions / 2, window) : null;
      const nodes = nodesOf(await planOf(window, cursor, mode));
      const main = nodes.filter((entry) => entry.main).map((entry) => entry.node);

      expect(main.map((node) => node['Node Type'])).not.toContain('Sort');
      expect(main.map((node) => node['Node Type'])).not.toContain('Incremental Sort');
      const sessions = main.filter((node) => node.Alias === 'fishing_sessions');
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({
        'Node Type': 'Index Scan',
        'Index Name': 'fishing_sessions_feed_idx',
      });
      if (cursor) expect(sessions[0]!['Index Cond']).toMatch(/ROW\(start_at, id\) < ROW\(/);
      // The window bounds the index walk: its pages stop at its start instead of reading every older session.
      if (window.start) expect(sessions[0]!['Index Cond']).toMatch(/start_at >= /);
      if (window.end) expect(sessions[0]!['Index Cond']).toMatch(/start_at <= /);

      const seqScans = nodes
        .filter(({ node }) => node['Node Type'] === 'Seq Scan')
        .map(({ node }) => node['Relation Name']);
      expect(seqScans.filter((table) => GROWING.includes(table!))).toEqual([]);
    },
  );
});

/** The rows: bulk SQL, shaped like the benchmark's data (bench/feed/generate.ts), ten times smaller. */
const DATA = [
  `select setseed(0.17);
   insert into users (email, name, lastname, role_name, picture_url)
   select 'plan' || g || '@example.com', 'Plan', 'User ' || g,
          (array['Angler', 'Mate', 'Captain', 'Boat'])[1 + g % 4],
          case when g % 3 = 0 then 'uploads/plan/user-' || g || '.jpg' end
     from generate_series(1, ${SIZES.users}) g`,
  `insert into user_privacy (user_id, show_email) select id, random() < 0.5 from users`,
  `insert into motors (created_by_id, model, make_id)
     select (select min(id::text)::uuid from users), 'Plan 300', (select id from motor_makes order by name limit 1)`,
  `insert into propeller_models (created_by_id, size_unit_id, manufacturer_id)
     select (select min(id::text)::uuid from users), 1, (select id from propeller_manufacturers order by name limit 1)`,
  `insert into boats (owner_id, hull_number, name, type_id, country_code, captain_email, size_unit_id, motor_id, model_id)
     select id, 'PL-' || email, 'Boat ' || email, (select id from boat_types order by name limit 1),
            (select code from countries order by code limit 1), email, 1,
            (select id from motors limit 1), (select id from propeller_models limit 1)
       from users where role_name in ('Captain', 'Boat')`,
  // More sessions lately than long ago; created when they finish or up to two days later.
  `insert into fishing_sessions (owner_id, start_at, finish_at, fishing_style, boat_id, locality_id,
                                 hidden, deleted, created_at)
   select u.id, st.start_at, st.start_at + interval '4 hours', 'Offshore',
          (select b.id from boats b where b.owner_id = u.id limit 1),
          (select id from localities order by id offset g % 40 limit 1),
          r < 0.03, r >= 0.03 and r < 0.05,
          date_trunc('milliseconds', least(now(), st.start_at + interval '4 hours' + interval '2 days' * random()))
     from (select g, random() as r, 1 + floor(random() * ${SIZES.users})::int as n,
                  now() - interval '1 day' * power(random(), 1.6) * 730 as start_at
             from generate_series(1, ${SIZES.sessions}) g) st
     join (select id, row_number() over (order by id)::int as n from users) u on u.n = st.n`,
  `insert into fish_logs (session_id, species_id, type, log_time, latitude, longitude, length, size_unit_id,
                          weight, weight_unit_id, points, deleted, created_at)
   select s.id, (select id from species order by id offset k % 20 limit 1), 'Release',
          s.start_at + interval '1 hour', 9.5, -85.5, 100, 1, 20, 4, 100, k = 3, s.created_at
     from fishing_sessions s cross join generate_series(1, 1 + (extract(epoch from s.created_at)::bigint % 4)::int) k`,
  `insert into fish_log_videos (log_id, session_id, storage_key, thumbnail_key, added_from_gallery, created_at)
   select id, session_id, 'uploads/plan/' || id || '.mp4', 'uploads/plan/' || id || '.jpg', false, created_at
     from fish_logs where random() < 0.2`,
  `insert into session_team_members (session_id, user_id)
   select s.id, u.id from (select id, row_number() over (order by id)::int as n from fishing_sessions) s
     join (select id, row_number() over (order by id)::int as n from users) u on u.n = 1 + (s.n * 31) % ${SIZES.users}
    where s.n % 10 < 3`,
];
