import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from '../../apps/server/src/config';
import { openPostgres, type Database } from '../../apps/server/src/db/database';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-database';
import { seedCatalogue } from '../../apps/server/src/db/seed/seed-catalogue';
import { seedDemoUsers } from '../../apps/server/src/db/seed/seed-demo-users';
import { createPasswordHasher } from '../../apps/server/src/modules/auth';

/**
 * The feed benchmark's dataset: 20k users, 100k fishing sessions and 500k fish logs (plus boats,
 * videos, team members and comments) and 2k tournaments (with their species, places, judges and
 * members) for the tournament list, written by bulk SQL into a database migrated and seeded by the
 * server's own code. A dataset is reused while its generator version matches and it is less than a
 * day old (the dates are relative to when it was made, and the guests' window is the last 7 days).
 */
export const GENERATOR_VERSION = 2;
const MAX_AGE_MS = 24 * 3600_000;
export const SIZES = {
  users: 20_000,
  sessions: 100_000,
  logs: 500_000,
  comments: 250_000,
  tournaments: 2_000,
} as const;

export interface Dataset {
  kind: 'pglite' | 'postgres';
  /** What the server is started with: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** How many visible sessions the feed holds, and how many inside the guests' 7-day window. */
  visible: number;
  inWindow: number;
}

const outDir = path.resolve(import.meta.dirname, '..', 'out');
export const BENCH_DATABASE = 'tightlines_bench';

interface Stamp {
  version: number;
  generatedAt: string;
}
const isFresh = (stamp: Stamp | null) =>
  stamp?.version === GENERATOR_VERSION && Date.now() - Date.parse(stamp.generatedAt) < MAX_AGE_MS;

const log = (message: string) => process.stdout.write(`[generate] ${message}\n`);

/** The embedded database under bench/out/feed-pglite (a DATA_DIR the server opens as it is). */
export async function pgliteDataset(): Promise<Dataset> {
  const dataDir = path.join(outDir, 'feed-pglite');
  const stampFile = path.join(dataDir, 'generator.json');
  const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp) : null;
  const database = await (async () => {
    if (isFresh(stamp)) return openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    await fill(fresh, 'PGlite');
    return fresh;
  })();
  try {
    const counts = await countFeed(database);
    if (!isFresh(stamp)) {
      fs.writeFileSync(
        stampFile,
        JSON.stringify({ version: GENERATOR_VERSION, generatedAt: new Date().toISOString() }),
      );
    }
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, ...counts };
  } finally {
    await database.close();
  }
}

/** A database of its own (tightlines_bench) on the PostgreSQL server of `serverUrl`. */
export async function postgresDataset(serverUrl: string): Promise<Dataset> {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [BENCH_DATABASE],
    );
    const stamp = rows[0]?.comment ? (JSON.parse(rows[0].comment) as Stamp) : null;
    if (!isFresh(stamp)) {
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin.query(`create database ${BENCH_DATABASE}`);
      const database = await openPostgres(url.toString());
      try {
        await fill(database, 'PostgreSQL');
      } finally {
        await database.close();
      }
      const comment = JSON.stringify({ version: GENERATOR_VERSION, generatedAt: new Date().toISOString() });
      await admin.query(`comment on database ${BENCH_DATABASE} is '${comment}'`);
    }
  } finally {
    await admin.end();
  }
  const database = await openPostgres(url.toString());
  try {
    return { kind: 'postgres', env: { DATABASE_URL: url.toString() }, ...(await countFeed(database)) };
  } finally {
    await database.close();
  }
}

/** Drops the benchmark's PostgreSQL database. */
export async function dropPostgresDataset(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`).finally(() => admin.end());
}

async function countFeed(database: Database): Promise<{ visible: number; inWindow: number }> {
  const { rows } = await database.executeSql(
    `select count(*)::int as visible,
            count(*) filter (where start_at >= now() - interval '7 days' and start_at <= now())::int as "inWindow"
       from fishing_sessions where not deleted and not hidden`,
    [],
  );
  return rows[0] as { visible: number; inWindow: number };
}

async function fill(database: Database, label: string): Promise<void> {
  const started = Date.now();
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemoUsers(database.db, createPasswordHasher(DEFAULT_PASSWORD_HASH_COST));
  for (const [step, sql] of STEPS) {
    const at = Date.now();
    await database.executeSql(sql);
    log(`${label}: ${step} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  }
  await database.executeSql('vacuum analyze');
  log(`${label}: dataset ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const pick = (values: string[], index: string) =>
  `(array[${values.map((value) => `'${value}'`).join(',')}])[1 + (${index})]`;
const FIRST = [
  'Ana',
  'Luis',
  'Carla',
  'Mateo',
  'Sofia',
  'Diego',
  'Lucia',
  'Pablo',
  'Elena',
  'Jorge',
  'Maria',
];
const LAST = ['Mora', 'Rojas', 'Vega', 'Paz', 'Solis', 'Castro', 'Jimenez', 'Vargas', 'Quesada'];
const BOATS = ['Reel Deal', 'Sea Wolf', 'Marlin Magic', 'Blue Runner', 'Sailfish Sally', 'Tight Lines'];
const SKIES = ['Sunny', 'Cloudy', 'Rain', 'Partly cloudy'];
const COMMENTS = [
  'What a fish!',
  'Great release, congratulations',
  'Which lure were you using?',
  'Beautiful colours on that one',
  'See you out there next week',
  'Nice teamwork on the boat',
];

/** Bulk SQL, in order; random() is seeded so every run makes the same shapes. */
const STEPS: [string, string][] = [
  [
    `${SIZES.users} users`,
    `select setseed(0.42);
     insert into users (email, name, lastname, role_name, picture_url, created_at)
     select 'angler' || g || '@bench.tightlines.app',
            ${pick(FIRST, `g % ${FIRST.length}`)}, ${pick(LAST, `(g / 7) % ${LAST.length}`)},
            ${pick(['Angler', 'Angler', 'Angler', 'Angler', 'Mate', 'Mate', 'Captain', 'Boat'], 'g % 8')},
            case when g % 3 = 0 then 'uploads/bench/user-' || g || '.jpg' end,
            now() - interval '3 years' * random()
       from generate_series(1, ${SIZES.users}) g;
     create table bench_users as
       select row_number() over (order by email)::int as n, id from users where email like '%@bench.tightlines.app';`,
  ],
  [
    'boats',
    `insert into motors (created_by_id, model, make_id)
       select (select id from bench_users where n = 1), 'Bench 300', (select id from motor_makes order by name limit 1);
     insert into propeller_models (created_by_id, size_unit_id, manufacturer_id)
       select (select id from bench_users where n = 1), 1, (select id from propeller_manufacturers order by name limit 1);
     insert into boats (owner_id, hull_number, name, type_id, country_code, captain_email, size_unit_id, motor_id, model_id)
     select u.id, 'BN-' || u.email, ${pick(BOATS, `u.n % ${BOATS.length}`)} || ' ' || u.n,
            (select id from boat_types order by name limit 1), (select code from countries order by code limit 1),
            u.email, 1, (select id from motors limit 1), (select id from propeller_models limit 1)
       from (select id, email, row_number() over (order by email)::int as n from users
              where role_name in ('Captain', 'Boat') and email like '%@bench.tightlines.app') u;
     create table bench_boats as select row_number() over (order by id)::int as n, id from boats;
     create table bench_localities as select row_number() over (order by id)::int as n, id from localities;
     create table bench_species as select row_number() over (order by id)::int as n, id from species;`,
  ],
  [
    `${SIZES.sessions} sessions`,
    // More sessions lately than long ago (age = 730 days × random()^1.6); created when they finish
    // or up to two days later; 3% hidden, 2% deleted, 5% tournament sessions, 70% with weather.
    `create table bench_sessions as
       select g, 1 + floor(random() * ${SIZES.users})::int as u, power(random(), 1.6) * 730 as age_days,
              case when random() < 0.6 then 1 + (g * 7) % (select count(*) from bench_boats)::int end as boat_n,
              1 + (g * 13) % (select count(*) from bench_localities)::int as locality_n,
              random() as r_flag, random() as r_weather, random() * 8 + 2 as hours, random() as r_delay
         from generate_series(1, ${SIZES.sessions}) g;
     insert into fishing_sessions (owner_id, start_at, finish_at, fishing_style, boat_id, locality_id,
                                   hidden, deleted, is_tournament_session, weather, created_at)
     select bu.id, st.start_at, st.start_at + interval '1 hour' * s.hours,
            case when s.g % 3 = 0 then 'Nearshore' else 'Offshore' end, bb.id, bl.id,
            s.r_flag < 0.03, s.r_flag >= 0.03 and s.r_flag < 0.05, s.r_flag >= 0.95,
            case when s.r_weather < 0.7 then jsonb_build_object(
              'windKnots', (s.g % 25), 'temperatureC', 22 + (s.g % 10), 'sky', ${pick(SKIES, `s.g % ${SKIES.length}`)}) end,
            date_trunc('milliseconds', least(now(), st.start_at + interval '1 hour' * s.hours
                                                      + interval '2 days' * s.r_delay * s.r_delay))
       from bench_sessions s
       join bench_users bu on bu.n = s.u
       left join bench_boats bb on bb.n = s.boat_n
       join bench_localities bl on bl.n = s.locality_n
       -- Milliseconds only, as the API stores them: the feed's keyset cursor carries start_at as a JS date.
       cross join lateral (select date_trunc('milliseconds', now() - interval '1 day' * s.age_days) as start_at) st;`,
  ],
  [
    'team members',
    // 30% of the sessions name one team member, 10% a second one.
    `insert into session_team_members (session_id, user_id)
     select fs.id, bu.id
       from (select id, row_number() over (order by id)::int as n from fishing_sessions) fs
       cross join generate_series(1, 2) k
       join bench_users bu on bu.n = 1 + (fs.n * 31 + k * 977) % ${SIZES.users}
      where (k = 1 and fs.n % 10 < 3) or (k = 2 and fs.n % 10 = 0)
     on conflict do nothing;`,
  ],
  [
    `${SIZES.logs} fish logs`,
    // 0 to 10 logs a session (5 on average), popular species more often, 1% deleted.
    `insert into fish_logs (session_id, species_id, type, log_time, latitude, longitude, length,
                            size_unit_id, weight, weight_unit_id, points, deleted, created_at)
     select x.session_id, sp.id,
            case when x.r < 0.45 then 'Release' when x.r < 0.7 then 'Raise' when x.r < 0.9 then 'Bite' else 'Harvest' end,
            x.log_time, 9 + x.r2 * 2, -86 + x.r3 * 2, 50 + x.r2 * 250, 1, 5 + x.r3 * 200, 4,
            case when x.r < 0.45 then 100 else 0 end, x.r4 < 0.01, x.created_at
       from (select fs.id as session_id, fs.created_at,
                    fs.start_at + (fs.finish_at - fs.start_at) * random() as log_time,
                    random() as r, random() as r2, random() as r3, random() as r4,
                    1 + floor(power(random(), 2) * (select count(*) from bench_species))::int as species_n
               from (select id, start_at, finish_at, created_at, floor(random() * 11)::int as logs
                       from fishing_sessions) fs
               cross join lateral generate_series(1, fs.logs) k) x
       join bench_species sp on sp.n = x.species_n;
     update fishing_sessions s
        set releases = c.releases, raises = c.raises, bites = c.bites, harvests = c.harvests
       from (select session_id,
                    count(*) filter (where type = 'Release')::int as releases,
                    count(*) filter (where type = 'Raise')::int as raises,
                    count(*) filter (where type = 'Bite')::int as bites,
                    count(*) filter (where type = 'Harvest')::int as harvests
               from fish_logs where not deleted group by session_id) c
      where c.session_id = s.id;`,
  ],
  [
    'videos',
    // A fifth of the logs carry a video (signed URLs for the video and its thumbnail in the feed).
    `insert into fish_log_videos (log_id, session_id, storage_key, thumbnail_key, added_from_gallery, size_bytes, length_seconds, created_at)
     select l.id, l.session_id, 'uploads/bench/' || l.id || '.mp4', 'uploads/bench/' || l.id || '.jpg', false, 4000000, 12.5, l.created_at
       from fish_logs l where random() < 0.2;`,
  ],
  [
    `${SIZES.comments} comments`,
    `insert into session_comments (session_id, author_id, text, created_at)
     select fs.id, bu.id, ${pick(COMMENTS, `c.g % ${COMMENTS.length}`)}, least(now(), fs.created_at + interval '1 hour' * (c.g % 48))
       from (select g, 1 + floor(random() * ${SIZES.sessions})::int as s, 1 + floor(random() * ${SIZES.users})::int as u
               from generate_series(1, ${SIZES.comments}) g) c
       join (select id, created_at, row_number() over (order by id)::int as n from fishing_sessions) fs on fs.n = c.s
       join bench_users bu on bu.n = c.u;
     update fishing_sessions s set num_comments = c.n
       from (select session_id, count(*)::int as n from session_comments group by session_id) c
      where c.session_id = s.id;
     drop table bench_users, bench_boats, bench_localities, bench_species, bench_sessions;`,
  ],
  [
    `${SIZES.tournaments} tournaments`,
    // Over the same two years as the sessions and half a year ahead, two to four days long; a third
    // each Global, Regional and Local; 5% cancelled, most past ones finished; a third with a
    // picture; three species, a region or two localities, two judges (one accepted) and 0 to 40
    // members each.
    `create table bench_t as
       select g, now() - interval '1 day' * (random() * 910 - 180) as start_at, 2 + floor(random() * 3)::int as days,
              random() as r_status, random() as r_members
         from generate_series(1, ${SIZES.tournaments}) g;
     create table bench_captains as
       select row_number() over (order by email)::int as n, id, email from users
        where role_name = 'Captain' and email like '%@bench.tightlines.app';
     create table bench_anglers as
       select row_number() over (order by email)::int as n, id from users where email like '%@bench.tightlines.app';
     insert into tournaments (organiser_id, status, name, description, terms, region_type, time_zone, start_at,
                              end_at, upload_deadline_at, allow_late_join, fee_cents, prize_cents, currency,
                              rule_set_id, club_option, picture_key, created_at)
     select c.id,
            case when t.r_status < 0.05 then 'Canceled'
                 when t.start_at < now() - interval '10 days' and t.r_status < 0.8 then 'Finished'
                 else 'Active' end,
            ${pick(BOATS, `t.g % ${BOATS.length}`)} || ' Open ' || t.g, 'A bench tournament', 'Catch and release',
            ${pick(['Global', 'Regional', 'Local'], 't.g % 3')},
            case when t.g % 3 = 0 then 'UTC' else 'America/Costa_Rica' end,
            date_trunc('milliseconds', t.start_at), date_trunc('milliseconds', t.start_at + interval '1 day' * t.days),
            date_trunc('milliseconds', t.start_at + interval '1 day' * t.days + interval '6 hours'),
            t.g % 2 = 0, 0, 50000 * (t.g % 5), 'USD',
            (select id from rule_sets order by position limit 1 offset (t.g % (select count(*) from rule_sets))),
            'All members', case when t.g % 3 = 1 then 'uploads/bench/tournament-' || t.g || '.jpg' end,
            date_trunc('milliseconds', t.start_at - interval '30 days')
       from bench_t t
       join bench_captains c on c.n = 1 + t.g % (select count(*) from bench_captains);
     create table bench_tournaments as
       select row_number() over (order by id)::int as n, id, region_type from tournaments;
     insert into tournament_species (tournament_id, species_id)
     select bt.id, sp.id
       from bench_tournaments bt cross join generate_series(0, 2) k
       join (select row_number() over (order by id)::int as n, id from species) sp
         on sp.n = 1 + (bt.n * 5 + k * 7) % (select count(*) from species)
     on conflict do nothing;
     insert into tournament_regions (tournament_id, region_id)
     select bt.id, r.id
       from bench_tournaments bt
       join (select row_number() over (order by id)::int as n, id from regions) r
         on r.n = 1 + bt.n % (select count(*) from regions)
      where bt.region_type = 'Regional';
     insert into tournament_localities (tournament_id, locality_id)
     select bt.id, l.id
       from bench_tournaments bt cross join generate_series(0, 1) k
       join (select row_number() over (order by id)::int as n, id from localities) l
         on l.n = 1 + (bt.n * 3 + k * 11) % (select count(*) from localities)
      where bt.region_type = 'Local'
     on conflict do nothing;
     insert into tournament_judges (tournament_id, email, status, answered_by, answered_at)
     select bt.id, c.email, case when k = 0 then 'accepted' else 'invited' end,
            case when k = 0 then c.id end, case when k = 0 then now() end
       from bench_tournaments bt cross join generate_series(0, 1) k
       join bench_captains c on c.n = 1 + (bt.n * 17 + k * 101) % (select count(*) from bench_captains)
     on conflict do nothing;
     insert into tournament_members (tournament_id, user_id, joined_at, time_zone)
     select bt.id, a.id, now() - interval '40 days', case when k % 2 = 0 then 'America/Costa_Rica' else 'UTC' end
       from bench_tournaments bt
       join bench_t t on t.g = bt.n
       cross join lateral generate_series(1, floor(t.r_members * 41)::int) k
       join bench_anglers a on a.n = 1 + (bt.n * 389 + k * 7919) % ${SIZES.users}
     on conflict do nothing;
     drop table bench_t, bench_captains, bench_anglers, bench_tournaments;`,
  ],
];
