import {
  AppError,
  HOURS_AHEAD_OF_UTC_AT_MOST,
  HOURS_BEHIND_UTC_AT_MOST,
  tournamentWindow,
  windowAt,
  type GeoPoint,
  type MessageKey,
  type TournamentFairPlay,
  type TournamentTimes,
} from '@tightlines/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  localities,
  species,
  tournamentLocalities,
  tournamentMembers,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
} from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import { accountOf, judgesTournament } from './judges';
import { canFishTournament } from './policy';
import { findMembership, findTournament, memberTimeZonesOf, type TournamentRow } from './repo';

/**
 * What the sessions module asks of tournaments for a tournament session (spec §3
 * isTournamentSession, issue 21 point 7): who may log one and when, until when its catches take
 * changes, and the fishing area and hours its catches are flagged against.
 */

/** Whether a tournament still takes its catches' changes at `now`, and the message's key when it does not. */
export type UploadsState = { open: true } | { open: false; key: MessageKey };

/**
 * Whether the tournament takes an angler's catches' changes at `now`: Active, uploads not closed,
 * and before its upload deadline, a Global tournament's on the clock of `zone`, the zone the angler
 * joined from (docs/decisions/014).
 */
export function uploadsStateOf(tournament: TournamentRow, now: Date, zone: string): UploadsState {
  if (tournament.status !== 'Active') return { open: false, key: 'tournamentOver' };
  if (tournament.uploadsClosedAt || now > tournamentWindow(tournament, zone).uploadDeadline) {
    return { open: false, key: 'tournamentUploadsClosed' };
  }
  return { open: true };
}

/**
 * Until when a tournament takes catches from anyone: its upload deadline, a Global tournament's in
 * the zone of its members that reaches it last (UTC's with no members). Judging finishes after it.
 */
export async function uploadsUntil(db: Db, tournament: TournamentTimes & { id: string }): Promise<Date> {
  if (tournament.regionType !== 'Global') return tournament.uploadDeadlineAt;
  const zones = await memberTimeZonesOf(db, tournament.id);
  const deadlines = (zones.length ? zones : ['UTC']).map((zone) =>
    tournamentWindow(tournament, zone).uploadDeadline.getTime(),
  );
  return new Date(Math.max(...deadlines));
}

/**
 * Refuses a new tournament session unless `actor` is a member of the tournament and it is on:
 * Active, between its start and its end (a Global tournament's on the clock of the zone the member
 * joined from, `tournamentWindow`). NOT_FOUND naming `tournamentId` for no such tournament;
 * FORBIDDEN for a non-member; CONFLICT before its start, after its end, or once Finished or Canceled.
 */
export async function requireTournamentSessionStart(
  db: Db,
  actor: Actor,
  tournamentId: string,
  now: Date,
): Promise<void> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND', { details: { fields: ['tournamentId'] } });
  const membership = await findMembership(db, tournament.id, actor.userId);
  if (!canFishTournament(actor, membership !== null) || !membership) {
    throw new AppError('FORBIDDEN', {
      key: 'tournamentSessionMembersOnly',
      details: { fields: ['tournamentId'] },
    });
  }
  if (tournament.status !== 'Active') {
    throw new AppError('CONFLICT', {
      key: 'tournamentOver',
      details: { fields: ['tournamentId'] },
    });
  }
  const { start, end } = tournamentWindow(tournament, membership.timeZone);
  if (windowAt(start, end, now) !== 'running') {
    throw new AppError('CONFLICT', {
      key: 'tournamentSessionNotOn',
      details: { fields: ['tournamentId'] },
    });
  }
}

/**
 * Whether the tournament sessions of `anglerId` in the tournament take changes now (a deleted
 * tournament's never do): at the angler's own deadline (`uploadsStateOf`, UTC's for a non-member).
 */
export async function tournamentUploadsState(
  db: Db,
  tournamentId: string,
  anglerId: string | null,
  now: Date,
): Promise<UploadsState> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) return { open: false, key: 'tournamentOver' };
  const membership = anglerId ? await findMembership(db, tournament.id, anglerId) : undefined;
  return uploadsStateOf(tournament, now, membership?.timeZone ?? 'UTC');
}

/** CONFLICT with the spec-worded reason once the angler's tournament session takes no more changes. */
export async function requireTournamentUploadsOpen(
  db: Db,
  tournamentId: string,
  anglerId: string,
  now: Date,
): Promise<void> {
  const state = await tournamentUploadsState(db, tournamentId, anglerId, now);
  if (!state.open) throw new AppError('CONFLICT', { key: state.key });
}

/**
 * The fishing area and hours an angler's catches in a tournament are flagged against: the places
 * are its localities and its regions' localities (none for a Global tournament, which fishes
 * anywhere); the hours are its start and end, a Global tournament's on the clock of the zone the
 * angler joined from (UTC for one who is not a member); the species are its species list.
 */
export async function fairPlayOf(
  db: Db,
  tournamentId: string,
  anglerId: string,
): Promise<TournamentFairPlay | null> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) return null;
  const [own, ofRegions, listed, membership] = await Promise.all([
    db
      .select({ latitude: localities.latitude, longitude: localities.longitude })
      .from(tournamentLocalities)
      .innerJoin(localities, eq(localities.id, tournamentLocalities.localityId))
      .where(eq(tournamentLocalities.tournamentId, tournamentId)),
    db
      .select({ latitude: localities.latitude, longitude: localities.longitude })
      .from(tournamentRegions)
      .innerJoin(localities, eq(localities.regionId, tournamentRegions.regionId))
      .where(eq(tournamentRegions.tournamentId, tournamentId)),
    db
      .select({ speciesId: tournamentSpecies.speciesId })
      .from(tournamentSpecies)
      .where(eq(tournamentSpecies.tournamentId, tournamentId)),
    findMembership(db, tournamentId, anglerId),
  ]);
  const places: GeoPoint[] = tournament.regionType === 'Global' ? [] : [...own, ...ofRegions];
  const { start, end } = tournamentWindow(tournament, membership?.timeZone ?? 'UTC');
  return {
    places,
    radiusNm: tournament.fishingRadiusNm,
    startAt: start,
    endAt: end,
    speciesIds: listed.map((row) => row.speciesId),
  };
}

/**
 * The tournaments among `tournamentIds` that `actor` judges (`judgesTournament`: its organiser, a
 * named judge who accepted on a proven address), in one statement: their judges see their catches'
 * flags on the feed. None for a guest.
 */
export async function tournamentsJudgedBy(
  db: Db,
  actor: Pick<Actor, 'userId' | 'email'> | null,
  tournamentIds: readonly string[],
): Promise<Set<string>> {
  if (!actor || tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.id, [...tournamentIds]), judgesTournament(accountOf(actor))));
  return new Set(rows.map((row) => row.id));
}

const HOUR_MS = 3_600_000;

/**
 * The tournaments `actor` is a member of that are on at `now` (Active, between its start and its
 * end, a Global tournament's on the clock of the zone they joined from: what
 * `requireTournamentSessionStart` lets them log a session in), soonest ending first, each with the
 * zone they joined from.
 */
export async function tournamentsOnFor(
  db: Db,
  actor: Actor,
  now: Date,
): Promise<(TournamentRow & { memberTimeZone: string })[]> {
  // Wide enough for any zone on earth (UTC+14 to UTC−12); the member's own window is read below.
  const rows = await db
    .select({ tournament: tournaments, timeZone: tournamentMembers.timeZone })
    .from(tournamentMembers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournamentId))
    .where(
      and(
        eq(tournamentMembers.userId, actor.userId),
        eq(tournaments.status, 'Active'),
        lte(tournaments.startAt, new Date(now.getTime() + HOURS_AHEAD_OF_UTC_AT_MOST * HOUR_MS)),
        gte(tournaments.endAt, new Date(now.getTime() - HOURS_BEHIND_UTC_AT_MOST * HOUR_MS)),
      ),
    )
    .orderBy(asc(tournaments.endAt), asc(tournaments.id))
    .limit(50);
  return rows
    .filter(({ tournament, timeZone }) => {
      const { start, end } = tournamentWindow(tournament, timeZone);
      return windowAt(start, end, now) === 'running';
    })
    .map((row) => ({ ...row.tournament, memberTimeZone: row.timeZone }));
}

/** The tournament's species by UUID (a fixed order, so a day's species never moves). */
export async function tournamentSpeciesOf(db: Db, tournamentId: string) {
  return db
    .select({ id: species.id, name: species.name })
    .from(tournamentSpecies)
    .innerJoin(species, eq(species.id, tournamentSpecies.speciesId))
    .where(eq(tournamentSpecies.tournamentId, tournamentId))
    .orderBy(asc(species.id));
}
