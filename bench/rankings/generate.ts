import pg from 'pg';
import { scoreCatch } from '@tightlines/domain';
import { openPostgres, type Database } from '../../apps/server/src/db/database';
import { seedCatalogue } from '../../apps/server/src/db/seed/seed-catalogue';

/**
 * The rankings benchmark's dataset (issue 36 point 6): 2,000 users, 25,000 sessions of this year and
 * 100,000 released fish, with the ranking counters the app keeps built from them by bulk SQL, one
 * statement a table (the app's own path, one transaction a catch, took 25 minutes for this many).
 * Written into a database of its own, migrated and with the catalogue seeded by the server's code.
 * Reused while its generator version matches and it was made today (its catches fill this year up to
 * now). The counters follow README "Rankings": a released fish outside a tournament scores its
 * species' Jungle Rules points (the domain's `scoreCatch`, worked out here once per species), on the
 * day of its log time in its locality's zone, for the session's boat and its owner and team members
 * in their role's category; deleted logs and deleted or hidden sessions count nothing. The run
 * checks each category's first page against the live GROUP BY before it measures anything.
 */
export const GENERATOR_VERSION = 1;
export const SIZES = { users: 2_000, sessions: 25_000, catches: 100_000 } as const;
export const BENCH_DATABASE = 'tightlines_bench_rankings';

const log = (message: string) => process.stdout.write(`[generate] ${message}\n`);

interface Stamp {
  version: number;
  day: string;
}
const today = () => new Date().toISOString().slice(0, 10);

/** The dataset's database on the PostgreSQL server of `serverUrl` (made again unless fresh): its URL. */
export async function rankingsDataset(serverUrl: string): Promise<string> {
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
    if (stamp?.version === GENERATOR_VERSION && stamp.day === today()) return url.toString();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    const database = await openPostgres(url.toString());
    try {
      await fill(database);
    } finally {
      await database.close();
    }
    const comment = JSON.stringify({ version: GENERATOR_VERSION, day: today() } satisfies Stamp);
    await admin.query(`comment on database ${BENCH_DATABASE} is '${comment}'`);
    return url.toString();
  } finally {
    await admin.end();
  }
}

/** Drops the benchmark's database. */
export async function dropRankingsDataset(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`).finally(() => admin.end());
}

/**
 * Each species' points for a released fish outside a tournament, from the domain's one scoring
 * rule: the table both the counters here and the live GROUP BY read.
 */
export function speciesPointsSql(species: { id: string; name: string }[]): string {
  const rows = species.map((row) => {
    const score = scoreCatch({
      type: 'Release',
      status: 'Pending',
      judgedPoints: 0,
      speciesName: row.name,
      ruleSlug: null,
      live: true,
    });
    return `('${row.id}'::uuid, ${score?.points ?? 0}::float8)`;
  });
  return `create table bench_species_points (species_id uuid primary key, points float8 not null);
    insert into bench_species_points values ${rows.join(', ')};`;
}

async function fill(database: Database): Promise<void> {
  const started = Date.now();
  await database.migrate();
  await seedCatalogue(database.db);
  const { rows } = await database.executeSql('select id, name from species', []);
  const steps: [string, string][] = [
    ['species points', speciesPointsSql(rows as { id: string; name: string }[])],
    ...STEPS,
  ];
  for (const [step, sql] of steps) {
    const at = Date.now();
    await database.executeSql(sql);
    log(`${step} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  }
  await database.executeSql('vacuum analyze');
  log(`dataset ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const pick = (values: string[], index: string) =>
  `(array[${values.map((value) => `'${value}'`).join(',')}])[1 + (${index})]`;
const FIRST = ['Ana', 'Luis', 'Carla', 'Mateo', 'Sofia', 'Diego', 'Lucia', 'Pablo', 'Elena', 'Jorge'];
const LAST = ['Mora', 'Rojas', 'Vega', 'Paz', 'Solis', 'Castro', 'Jimenez', 'Vargas', 'Quesada'];
const BOATS = ['Reel Deal', 'Sea Wolf', 'Marlin Magic', 'Blue Runner', 'Sailfish Sally', 'Tight Lines'];

/** The people's category of each role, as the rankings module maps them (`refresh.ts`). */
const CATEGORY_OF_ROLE = `case u.role_name when 'Captain' then 'captains' when 'Mate' then 'mates' when 'Angler' then 'anglers' end`;

/** Bulk SQL, in order; random() is seeded so every run makes the same shapes. */
const STEPS: [string, string][] = [
  [
    `${SIZES.users} users`,
    // A tenth with a picture; 2% opted out of the rankings, 1% deleted.
    `select setseed(0.36);
     insert into users (email, name, lastname, role_name, picture_url, deleted_at)
     select 'ranked' || g || '@bench.tightlines.app',
            ${pick(FIRST, `g % ${FIRST.length}`)}, ${pick(LAST, `(g / 7) % ${LAST.length}`)} || ' ' || g,
            ${pick(['Angler', 'Angler', 'Angler', 'Angler', 'Mate', 'Mate', 'Captain', 'Captain', 'Boat'], 'g % 9')},
            case when g % 10 = 0 then 'uploads/bench/user-' || g || '.jpg' end,
            case when g % 100 = 1 then now() end
       from generate_series(1, ${SIZES.users}) g;
     insert into user_privacy (user_id, appear_in_rankings)
     select id, false from users where email like '%@bench.tightlines.app' and random() < 0.02;
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
     create table bench_localities as select row_number() over (order by id)::int as n, id from localities;`,
  ],
  [
    `${SIZES.sessions} sessions`,
    // Spread over this year up to now; 60% on a boat; a third Nearshore; 2% hidden, 1% deleted.
    `insert into fishing_sessions (owner_id, start_at, finish_at, fishing_style, boat_id, locality_id, hidden, deleted, created_at)
     select bu.id, st.start_at, st.start_at + interval '6 hours',
            case when s.g % 3 = 0 then 'Nearshore' else 'Offshore' end, bb.id, bl.id,
            s.r < 0.02, s.r >= 0.02 and s.r < 0.03, st.start_at + interval '6 hours'
       from (select g, 1 + floor(random() * ${SIZES.users})::int as u, random() as r, random() as r_at,
                    case when random() < 0.6 then 1 + (g * 7) % (select count(*) from bench_boats)::int end as boat_n,
                    1 + (g * 13) % (select count(*) from bench_localities)::int as locality_n
               from generate_series(1, ${SIZES.sessions}) g) s
       join bench_users bu on bu.n = s.u
       left join bench_boats bb on bb.n = s.boat_n
       join bench_localities bl on bl.n = s.locality_n
       cross join lateral (select date_trunc('milliseconds', date_trunc('year', now())
                             + (now() - interval '6 hours' - date_trunc('year', now())) * s.r_at) as start_at) st;
     insert into session_team_members (session_id, user_id)
     select fs.id, bu.id
       from (select id, row_number() over (order by id)::int as n from fishing_sessions) fs
       join bench_users bu on bu.n = 1 + (fs.n * 31) % ${SIZES.users}
      where fs.n % 10 < 3
     on conflict do nothing;`,
  ],
  [
    `${SIZES.catches} released fish`,
    // Four a session on average, popular species more often, 1% deleted.
    `insert into fish_logs (session_id, species_id, type, log_time, size_unit_id, weight_unit_id, points, deleted)
     select x.session_id, sp.id, 'Release', x.log_time, 1, 4, 0, x.r < 0.01
       from (select fs.id as session_id, fs.start_at + (fs.finish_at - fs.start_at) * random() as log_time,
                    random() as r, 1 + floor(power(random(), 2) * (select count(*) from species))::int as species_n
               from (select id, start_at, finish_at, row_number() over (order by id)::int as n from fishing_sessions) fs
               cross join generate_series(1, 4) k) x
       join (select row_number() over (order by id)::int as n, id from species) sp on sp.n = x.species_n;
     update fishing_sessions s set releases = c.releases
       from (select session_id, count(*) filter (where not deleted)::int as releases from fish_logs group by session_id) c
      where c.session_id = s.id;
     drop table bench_users, bench_boats, bench_localities;`,
  ],
  [
    'ranking contributions',
    // What each counted catch adds (refresh.ts's contributionOf), one row a log.
    `insert into ranking_contributions (log_id, day, species_id, water, region, locality, verified, points, subjects)
     select * from (select l.id, (l.log_time at time zone coalesce(loc.time_zone, 'UTC'))::date, l.species_id, s.fishing_style,
            coalesce(r.name, ''), coalesce(loc.id::text, ''), false, p.points,
            (select jsonb_agg(subject order by subject->>'category', subject->>'id') from (
               select jsonb_build_object('category', 'boats', 'id', s.boat_id) as subject where s.boat_id is not null
               union all
               select jsonb_build_object('category', ${CATEGORY_OF_ROLE}, 'id', u.id)
                 from (select s.owner_id as id union select user_id from session_team_members where session_id = s.id) people
                 join users u on u.id = people.id
                where ${CATEGORY_OF_ROLE} is not null) found) as subjects
       from fish_logs l
       join fishing_sessions s on s.id = l.session_id
       join bench_species_points p on p.species_id = l.species_id
       left join localities loc on loc.id = s.locality_id
       left join regions r on r.id = loc.region_id
      where not l.deleted and not s.deleted and not s.hidden and l.type = 'Release') counted
      where subjects is not null;`,
  ],
  [
    'ranking days',
    `insert into ranking_days (category, day, subject_id, species_id, water, region, locality, verified, points, catches)
     select subject->>'category', c.day, (subject->>'id')::uuid, c.species_id, c.water, c.region, c.locality, c.verified,
            sum(c.points), count(*)::int
       from ranking_contributions c cross join jsonb_array_elements(c.subjects) subject
      group by 1, 2, 3, 4, 5, 6, 7, 8;`,
  ],
  [
    'ranking totals',
    // Every month and year, species or any, water or any, anywhere / region / locality (counters.ts).
    `insert into ranking_totals (category, period, period_start, species, water, place, verified_only, subject_id,
                                 points, catches, verified_catches)
     select subject->>'category', period.name, period.start, species.value, water.value, place.value, false,
            (subject->>'id')::uuid, sum(c.points), count(*)::int, 0
       from ranking_contributions c
       cross join jsonb_array_elements(c.subjects) subject
       cross join lateral (values ('month', date_trunc('month', c.day)::date), ('year', date_trunc('year', c.day)::date))
         as period(name, start)
       cross join lateral (values (c.species_id::text), ('*')) as species(value)
       cross join lateral (values (c.water), ('*')) as water(value)
       cross join lateral (select '*' as value
                           union all select 'r:' || c.region where c.region <> ''
                           union all select 'l:' || c.locality where c.locality <> '') as place
      group by 1, 2, 3, 4, 5, 6, 7, 8;`,
  ],
];
