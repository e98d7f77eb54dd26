import {
  RANKING_CATEGORY_VALUES,
  rankingPeriod,
  rankingToday,
  type RankingCategory,
} from '@tightlines/domain';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/database';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-database';
import { createLogger } from '../../apps/server/src/http/logger';
import { createConfiguredStorage } from '../../apps/server/src/platform/storage/create-storage';

/**
 * The rankings benchmark's server process (run pinned to one core): the real application, built by
 * buildApp as main.ts builds it, on PORT; and on LIVE_PORT, on the same database, pool and core, the
 * same ranking worked out by a live GROUP BY over the fish logs at every request (what the counters
 * save): the page's entries (ids, names, points, catches) and its leader's points per day. It says
 * `ready` over IPC once both listen, so the runner never sends a request before a port is open.
 */
const config = loadConfig(process.env);
const logger = createLogger(config);
const database = await openConfiguredDatabase(config);
await database.migrate();
const storage = await createConfiguredStorage(config, database.db);
const app = await buildApp({ config, database, logger, storage });
await app.listen({ port: config.PORT, host: '127.0.0.1' });

const ROLE_OF: Record<Exclude<RankingCategory, 'boats'>, string> = {
  captains: 'Captain',
  mates: 'Mate',
  anglers: 'Angler',
};

/** The counted catches of the period with the subject of `category` each counts for, as rows. */
function subjectsSql(category: RankingCategory): string {
  const counted = `select l.id, s.id as session_id, s.boat_id, s.owner_id, p.points,
        (l.log_time at time zone coalesce(loc.time_zone, 'UTC'))::date as day
      from fish_logs l
      join fishing_sessions s on s.id = l.session_id
      join bench_species_points p on p.species_id = l.species_id
      left join localities loc on loc.id = s.locality_id
     where not l.deleted and not s.deleted and not s.hidden and l.type = 'Release'
       and (l.log_time at time zone coalesce(loc.time_zone, 'UTC'))::date between $1::date and $2::date`;
  if (category === 'boats') {
    return `select c.boat_id as subject_id, c.points, c.day from (${counted}) c where c.boat_id is not null`;
  }
  return `select u.id as subject_id, c.points, c.day
      from (${counted}) c
      cross join lateral (select c.owner_id as user_id
                          union select user_id from session_team_members where session_id = c.session_id) people
      join users u on u.id = people.user_id
     where u.role_name = '${ROLE_OF[category]}' and u.deleted_at is null
       and not exists (select 1 from user_privacy up where up.user_id = u.id and not up.appear_in_rankings)`;
}

// The live side gets a pool of its own, one connection a client: on the app's pool (a 5 s wait for a
// connection) twenty GROUP BYs of seconds each would time out waiting rather than measure the query.
const liveDatabase = await openPostgres(process.env.DATABASE_URL!, 20);
const live = Fastify();
live.get<{ Querystring: { category: RankingCategory; timeZone?: string; offset?: string; limit?: string } }>(
  '/api/rankings',
  async (request) => {
    const { category, timeZone } = request.query;
    if (!RANKING_CATEGORY_VALUES.includes(category)) throw new Error('unknown category');
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? 5);
    const period = rankingPeriod('annually', rankingToday(new Date(), timeZone));
    const ranked = await liveDatabase.executeSql(
      `select subject_id as id, sum(points)::float8 as points, count(*)::int as catches
         from (${subjectsSql(category)}) x
        group by subject_id
        order by sum(points) desc, count(*) desc, subject_id asc
        offset $3 limit $4`,
      [period.start, period.end, offset, limit + 1],
    );
    const rows = (ranked.rows as { id: string; points: number; catches: number }[]).slice(0, limit);
    const names = rows.length
      ? await liveDatabase.executeSql(
          category === 'boats'
            ? `select id, name from boats where id = any($1::uuid[])`
            : `select id, trim(name || ' ' || lastname) as name from users where id = any($1::uuid[])`,
          [rows.map((row) => row.id)],
        )
      : { rows: [] };
    const nameOf = new Map((names.rows as { id: string; name: string }[]).map((row) => [row.id, row.name]));
    const leader = rows[0];
    const series = leader
      ? await liveDatabase.executeSql(
          `select day::text as day, sum(points)::float8 as points from (${subjectsSql(category)}) x
            where subject_id = $3 group by day order by day`,
          [period.start, period.end, leader.id],
        )
      : { rows: [] };
    return {
      code: 200,
      message: 'OK',
      result: {
        period,
        entries: rows.map((row) => ({ ...row, name: nameOf.get(row.id) ?? '' })),
        hasMore: ranked.rows.length > limit,
        leaderSeries: series.rows,
      },
    };
  },
);
await live.listen({ port: Number(process.env.LIVE_PORT), host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void Promise.all([app.close(), live.close()])
    .then(() => Promise.all([database.close(), liveDatabase.close()]))
    .finally(() => process.exit(0));
});
process.send?.({ type: 'ready' });
