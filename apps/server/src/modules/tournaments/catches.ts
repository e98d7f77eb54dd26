import { AppError, messages, type GeoPoint, type TournamentFairPlay } from '@tightlines/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  localities,
  species,
  tournamentJudges,
  tournamentLocalities,
  tournamentMembers,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
} from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import { judgeAccepted } from './judges';
import { findTournament, isMember, type TournamentRow } from './repo';

/**
 * What the sessions module asks of tournaments for a tournament session (spec §3
 * isTournamentSession, issue 21 point 7): who may log one and when, until when its catches take
 * changes, and the fishing area and hours its catches are flagged against.
 */

/** Whether a tournament still takes its catches' changes at `now`, and the message when it does not. */
export type UploadsState = { open: true } | { open: false; message: string };

export function uploadsStateOf(tournament: TournamentRow, now: Date): UploadsState {
  if (tournament.status !== 'Active') return { open: false, message: messages.tournamentOver };
  if (tournament.uploadsClosedAt || now > tournament.uploadDeadlineAt) {
    return { open: false, message: messages.tournamentUploadsClosed };
  }
  return { open: true };
}

/**
 * Refuses a new tournament session unless `actor` is a member of the tournament and it is on:
 * Active, between its start and its end. NOT_FOUND naming `tournamentId` for no such tournament;
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
  if (!(await isMember(db, tournament.id, actor.userId))) {
    throw new AppError('FORBIDDEN', {
      message: messages.tournamentSessionMembersOnly,
      details: { fields: ['tournamentId'] },
    });
  }
  if (tournament.status !== 'Active') {
    throw new AppError('CONFLICT', {
      message: messages.tournamentOver,
      details: { fields: ['tournamentId'] },
    });
  }
  if (now < tournament.startAt || now > tournament.endAt) {
    throw new AppError('CONFLICT', {
      message: messages.tournamentSessionNotOn,
      details: { fields: ['tournamentId'] },
    });
  }
}

/** Whether a tournament session's catches take changes now (a deleted tournament's never do). */
export async function tournamentUploadsState(db: Db, tournamentId: string, now: Date): Promise<UploadsState> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) return { open: false, message: messages.tournamentOver };
  return uploadsStateOf(tournament, now);
}

/** CONFLICT with the spec-worded reason once a tournament session's catches take no more changes. */
export async function requireTournamentUploadsOpen(db: Db, tournamentId: string, now: Date): Promise<void> {
  const state = await tournamentUploadsState(db, tournamentId, now);
  if (!state.open) throw new AppError('CONFLICT', { message: state.message });
}

/**
 * The fishing area and hours a tournament's catches are flagged against: the places are its
 * localities and its regions' localities (none for a Global tournament, which fishes anywhere); the
 * species are its species list.
 */
export async function fairPlayOf(db: Db, tournamentId: string): Promise<TournamentFairPlay | null> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) return null;
  const [own, ofRegions, listed] = await Promise.all([
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
  ]);
  const places: GeoPoint[] = tournament.regionType === 'Global' ? [] : [...own, ...ofRegions];
  return {
    places,
    radiusNm: tournament.fishingRadiusNm,
    startAt: tournament.startAt,
    endAt: tournament.endAt,
    speciesIds: listed.map((row) => row.speciesId),
  };
}

/**
 * Whether `actor` judges the tournament (judges see its catches' flags): named, accepted, on a
 * verified address (`judgeAccepted`, issue 32).
 */
export async function isJudgeOf(
  db: Db,
  actor: Pick<Actor, 'email' | 'emailVerified'> | null,
  tournamentId: string,
) {
  if (!actor?.emailVerified) return false;
  const [row] = await db
    .select({ email: tournamentJudges.email })
    .from(tournamentJudges)
    .where(
      and(
        eq(tournamentJudges.tournamentId, tournamentId),
        eq(tournamentJudges.email, actor.email.toLowerCase()),
        judgeAccepted(),
      ),
    );
  return Boolean(row);
}

/** The tournaments `actor` is a member of that are on at `now` (Active, started, not ended), soonest ending first. */
export async function tournamentsOnFor(db: Db, actor: Actor, now: Date): Promise<TournamentRow[]> {
  const rows = await db
    .select({ tournament: tournaments })
    .from(tournamentMembers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournamentId))
    .where(
      and(
        eq(tournamentMembers.userId, actor.userId),
        eq(tournaments.status, 'Active'),
        lte(tournaments.startAt, now),
        gt(tournaments.endAt, now),
      ),
    )
    .orderBy(asc(tournaments.endAt), asc(tournaments.id))
    .limit(50);
  return rows.map((row) => row.tournament);
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
