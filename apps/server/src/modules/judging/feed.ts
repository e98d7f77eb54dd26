import {
  AppError,
  evidenceChecklistOf,
  type JudgeTournamentPage,
  type JudgeTournamentQuery,
  type JudgingCatch,
  type JudgingCatchPage,
  type JudgingCatchQuery,
  type JudgingOverview,
} from '@tightlines/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { keysetPage, readCursor } from '../../db/keyset-page';
import { fishingSessions, fishLogs } from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import {
  findTournamentToJudge,
  judgeEmailsOf,
  listJudgedTournaments,
  presentTournaments,
  type JudgedTournament,
} from '../tournaments';
import { requireJudgeAccess, uploadsOpenFor, type JudgingAccess } from './access';
import { boatsOfCatches, countCatches, findCatch, findCatchPage, judgedStatus } from './catch-repo';
import type { JudgingDeps } from './deps';
import { canUseJudgeScreens } from './policy';
import { presentCatches } from './presenter';

/**
 * The judge list (spec §2 Judge screens): the tournaments naming the caller judge, with the feed's
 * filters (Weekly by default) and each one's catches still to judge. FORBIDDEN without JUDGE_TOURNAMENTS.
 */
export async function listJudgeTournaments(
  deps: JudgingDeps,
  actor: Actor,
  query: JudgeTournamentQuery,
): Promise<JudgeTournamentPage> {
  if (!canUseJudgeScreens(actor)) throw new AppError('FORBIDDEN');
  const page = await listJudgedTournaments(deps.tournaments, actor, query);
  const ids = page.items.map((item) => item.UUID);
  const [pending, rules] = await Promise.all([toJudgeOf(deps, ids), ruleSlugsOf(deps, ids)]);
  return {
    items: page.items.map((item) => ({
      ...item,
      ruleSlug: rules.get(item.UUID) ?? '',
      toJudge: pending.get(item.UUID) ?? 0,
    })),
    nextCursor: page.nextCursor,
  };
}

async function toJudgeOf(deps: JudgingDeps, tournamentIds: string[]): Promise<Map<string, number>> {
  if (!tournamentIds.length) return new Map();
  const rows = await deps.db
    .select({ tournamentId: fishingSessions.tournamentId, count: sql<number>`count(*)::int` })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .where(
      and(
        inArray(fishingSessions.tournamentId, tournamentIds),
        eq(fishingSessions.isTournamentSession, true),
        eq(fishingSessions.deleted, false),
        eq(fishLogs.deleted, false),
        sql`${judgedStatus} = 'Pending'`,
      ),
    )
    .groupBy(fishingSessions.tournamentId);
  return new Map(rows.map((row) => [row.tournamentId!, row.count]));
}

async function ruleSlugsOf(deps: JudgingDeps, tournamentIds: string[]): Promise<Map<string, string>> {
  const rows = await Promise.all(tournamentIds.map((id) => findTournamentToJudge(deps.db, id)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.ruleSlug] as const] : [])));
}

/** Whether `access`'s caller may still change anything (decisions, notes, comments). */
export function isEditable(access: JudgingAccess): boolean {
  return (
    !access.finished && (access.tournament.status === 'Active' || access.tournament.status === 'Finished')
  );
}

/**
 * The judging workspace's header: the tournament, its counters and summary, the rule set's
 * checklist, the boats to filter by, and whether the caller may finish judging now.
 * NOT_FOUND; FORBIDDEN for anyone but its judges and organiser; CONFLICT before it started.
 */
export async function getJudgingOverview(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
): Promise<JudgingOverview> {
  const now = deps.now();
  const access = await requireJudgeAccess(deps.db, actor, tournamentId, now);
  const { tournament } = access;
  const [counts, boats, [presented], judges] = await Promise.all([
    countCatches(deps.db, tournament.id, { timeZone: tournament.timeZone }),
    boatsOfCatches(deps.db, tournament.id),
    presentTournaments(deps.tournaments, [tournament], actor),
    judgeEmailsOf(deps.db, tournament.id),
  ]);
  const { released, notReleased, ...counters } = counts;
  const uploadsOpen = uploadsOpenFor(access, now);
  return {
    tournament: { ...presented!, ruleSlug: tournament.ruleSlug, toJudge: counters.Pending },
    counters,
    summary: { released, notReleased },
    evidenceChecklist: evidenceChecklistOf(tournament.ruleSlug),
    boats,
    finished: access.finished,
    // Results need a named judge who accepted (issue 32), as finishJudging says.
    canFinish: isEditable(access) && !uploadsOpen && counters.Pending === 0 && judges.length > 0,
    uploadsOpen: !access.finished && uploadsOpen,
  };
}

/**
 * The judging feed: the tournament's catches with the boat, status and day filters, oldest first,
 * keyset paged, with the counters and summary (boat and day filters applied, not the status).
 */
export async function listJudgingCatches(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
  query: JudgingCatchQuery,
): Promise<JudgingCatchPage> {
  const access = await requireJudgeAccess(deps.db, actor, tournamentId, deps.now());
  const { tournament } = access;
  const after = readCursor(query.cursor);
  const [rows, counts] = await Promise.all([
    findCatchPage(deps.db, tournament.id, tournament.timeZone, query, after),
    countCatches(deps.db, tournament.id, {
      boatId: query.boatId,
      date: query.date,
      timeZone: tournament.timeZone,
    }),
  ]);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    at: row.log.logTime,
    id: row.log.id,
  }));
  const { released, notReleased, ...counters } = counts;
  return {
    items: await presentCatches(deps, tournament, page, isEditable(access), actor),
    nextCursor,
    counters,
    summary: { released, notReleased },
  };
}

/** One catch of the tournament as the judges see it. NOT_FOUND for a catch outside it. */
export async function getJudgingCatch(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
  catchId: string,
): Promise<JudgingCatch> {
  const access = await requireJudgeAccess(deps.db, actor, tournamentId, deps.now());
  return presentOne(deps, access.tournament, catchId, isEditable(access), actor);
}

/** One catch presented, read through `deps.db` (a transaction's, to answer with what it wrote). */
export async function presentOne(
  deps: Pick<JudgingDeps, 'db' | 'storage' | 'now'>,
  tournament: JudgedTournament,
  catchId: string,
  editable: boolean,
  viewer: Actor,
): Promise<JudgingCatch> {
  const row = await findCatch(deps.db, tournament.id, catchId);
  if (!row) throw new AppError('NOT_FOUND');
  const [presented] = await presentCatches(deps, tournament, [row], editable, viewer);
  return presented!;
}
