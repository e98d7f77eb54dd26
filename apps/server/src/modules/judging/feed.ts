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
import type { Db } from '../../db/database';
import { keysetPage, readCursor } from '../../db/keyset-page';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { pictureUrls } from '../media';
import {
  findTournamentToJudge,
  judgeEmailsOf,
  listJudgedTournaments,
  objectsOfCatches,
  presentTournaments,
  type JudgedTournament,
} from '../tournaments';
import { teamsOfTournamentMembers } from '../teams';
import { requireJudgeAccess, uploadsOpenFor, type JudgingAccess } from './access';
import {
  boatsOfCatches,
  commentsOf,
  countCatches,
  findCatch,
  findCatchPage,
  notesOf,
  pendingCountsOf,
  videosOf,
  type CatchFilters,
  type CatchRow,
} from './catch-repo';
import type { JudgingDeps } from './deps';
import { canUseJudgeScreens } from './policy';
import { presentCatches, type CatchParts } from './presenter';

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
  const [pending, rules] = await Promise.all([pendingCountsOf(deps.db, ids), ruleSlugsOf(deps, ids)]);
  return {
    items: page.items.map((item) => ({
      ...item,
      ruleSlug: rules.get(item.UUID) ?? '',
      toJudge: pending.get(item.UUID) ?? 0,
    })),
    nextCursor: page.nextCursor,
  };
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
 * checklist, the boats and registered teams to filter by, and whether the caller may finish judging now.
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
  const [counts, boats, [presented], judges, fishing] = await Promise.all([
    countCatches(deps.db, tournament.id, { timeZone: tournament.timeZone }),
    boatsOfCatches(deps.db, tournament.id),
    presentTournaments(deps.tournaments, [tournament], actor),
    judgeEmailsOf(deps.db, tournament.id),
    teamsOfTournamentMembers(deps.db, tournament.id),
  ]);
  const teams = [
    ...new Map(fishing.map((row) => [row.teamId, { teamId: row.teamId, teamName: row.teamName }])).values(),
  ].sort((a, b) => a.teamName.localeCompare(b.teamName) || a.teamId.localeCompare(b.teamId));
  const { released, notReleased, ...counters } = counts;
  const uploadsOpen = uploadsOpenFor(access, now);
  return {
    tournament: { ...presented!, ruleSlug: tournament.ruleSlug, toJudge: counters.Pending },
    counters,
    summary: { released, notReleased },
    evidenceChecklist: evidenceChecklistOf(tournament.ruleSlug),
    boats,
    teams,
    finished: access.finished,
    // Results need a named judge who accepted (issue 32), as finishJudging says.
    canFinish: isEditable(access) && !uploadsOpen && counters.Pending === 0 && judges.length > 0,
    uploadsOpen: !access.finished && uploadsOpen,
  };
}

/**
 * The judging feed: the tournament's catches with the boat, team, status and day filters, oldest
 * first, keyset paged, with the counters and summary (boat, team and day filters applied, not the
 * status). A team's catches are those of the anglers it registered (the team standings' rule).
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
  const filters: CatchFilters = {
    boatId: query.boatId,
    date: query.date,
    timeZone: tournament.timeZone,
    ...(query.teamId ? { anglerIds: await anglersOfTeam(deps.db, tournament.id, query.teamId) } : {}),
  };
  const [rows, counts] = await Promise.all([
    findCatchPage(deps.db, tournament.id, filters, query, after),
    countCatches(deps.db, tournament.id, filters),
  ]);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    at: row.log.logTime,
    id: row.log.id,
  }));
  const { released, notReleased, ...counters } = counts;
  return {
    items: presentCatches(
      tournament,
      page,
      await catchPartsOf(deps, tournament, page),
      isEditable(access),
      actor,
    ),
    nextCursor,
    counters,
    summary: { released, notReleased },
  };
}

/** The anglers a registered team fishes the tournament with (none for a team not registered in it). */
async function anglersOfTeam(db: Db, tournamentId: string, teamId: string): Promise<string[]> {
  const fishing = await teamsOfTournamentMembers(db, tournamentId);
  return fishing.filter((row) => row.teamId === teamId).map((row) => row.userId);
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
  const [presented] = presentCatches(
    tournament,
    [row],
    await catchPartsOf(deps, tournament, [row]),
    editable,
    viewer,
  );
  return presented!;
}

/**
 * What the judges' view of `rows` reads beside them, in a fixed number of queries whatever their
 * number: videos (signed URLs from the media module: the owner's scope for a hidden session, whose
 * media no other URL serves), notes, comments and the object of each catch's day.
 */
export async function catchPartsOf(
  deps: { db: Db; storage: Storage; now: () => Date },
  tournament: JudgedTournament,
  rows: CatchRow[],
): Promise<CatchParts> {
  const ids = rows.map((row) => row.log.id);
  const [videos, notes, comments] = await Promise.all([
    videosOf(deps.db, ids),
    notesOf(deps.db, ids),
    commentsOf(deps.db, ids),
  ]);
  const hiddenLogs = new Set(rows.filter((row) => row.sessionHidden).map((row) => row.log.id));
  const keysOf = (hidden: boolean) =>
    videos
      .filter((video) => hiddenLogs.has(video.logId) === hidden)
      .flatMap((video) => [video.storageKey, video.thumbnailKey]);
  const [publicUrlOf, ownerUrlOf] = await Promise.all([
    pictureUrls(deps.storage, keysOf(false)),
    pictureUrls(deps.storage, keysOf(true), 'owner'),
  ]);
  const objects = await objectsOfCatches(
    deps.db,
    tournament,
    rows.map((row) => ({ id: row.log.id, logTime: row.log.logTime, anglerId: row.ownerId })),
    deps.now(),
  );
  return {
    videos,
    notes,
    comments,
    urlOf: (logId, key) => (hiddenLogs.has(logId) ? ownerUrlOf : publicUrlOf)(key),
    objectOf: (logId) => objects.get(logId) ?? null,
  };
}
