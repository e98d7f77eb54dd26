import {
  AppError,
  dayInZone,
  isObjectDayRevealed,
  objectDayTiming,
  OBJECT_CODE_ALPHABET,
  OBJECT_CODE_LENGTH,
  type FishingNowTournament,
  type ObjectOfTheDay,
} from '@tightlines/domain';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { tournamentSpeciesOf, tournamentsOnFor } from './catches';
import type { TournamentsDeps } from './deps';
import { canSeeTournamentInside } from './policy';
import { findMembership, findTournament, peopleOf, type TournamentRow } from './repo';

/**
 * A tournament day's object (issue 21 point 7): two unambiguous characters and one of the
 * tournament's species, from an HMAC of the day under the tournament's own secret, so the same day
 * always answers the same and nobody can compute a day ahead. The first bytes pick the characters
 * (a byte modulo the alphabet's 29 letters: a bias too small to matter here), bytes 4 to 7 the species.
 */
export function objectOfDay(
  tournament: Pick<TournamentRow, 'id' | 'catchCodeSecret'>,
  date: string,
  speciesList: { id: string; name: string }[],
): ObjectOfTheDay {
  const mac = createHmac('sha256', tournament.catchCodeSecret).update(`${tournament.id}/${date}`).digest();
  let code = '';
  for (let index = 0; index < OBJECT_CODE_LENGTH; index += 1) {
    code += OBJECT_CODE_ALPHABET[mac[index]! % OBJECT_CODE_ALPHABET.length];
  }
  const fish = speciesList.length ? speciesList[mac.readUInt32BE(4) % speciesList.length]! : null;
  return {
    date,
    code,
    speciesUUID: fish?.id ?? '',
    speciesName: fish?.name ?? '',
    label: fish ? `${code} · ${fish.name}` : code,
  };
}

/**
 * `actor`'s membership of the tournament, when they may see its objects (`canSeeTournamentInside`);
 * FORBIDDEN for anyone else.
 */
async function requireInsider(db: Db, actor: Actor, tournament: TournamentRow) {
  const [people, membership] = await Promise.all([
    peopleOf(db, tournament),
    findMembership(db, tournament.id, actor.userId),
  ]);
  if (!canSeeTournamentInside(actor, people, membership !== undefined)) throw new AppError('FORBIDDEN');
  return membership;
}

/**
 * The object of a tournament day (today by default), for the people in the tournament only, and
 * only once that day and the tournament have begun: null before, or for a day that is not one of
 * the tournament's. A Global tournament's days are a member's own, on the clock of the zone they
 * joined from (`objectDayTiming`; UTC's for its judges and organiser); any other's are its official
 * zone's. NOT_FOUND; FORBIDDEN for anyone else.
 */
export async function getObjectOfTheDay(
  deps: Pick<TournamentsDeps, 'db' | 'now'>,
  actor: Actor,
  tournamentId: string,
  date: string | undefined,
): Promise<ObjectOfTheDay | null> {
  const tournament = await findTournament(deps.db, tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND');
  const membership = await requireInsider(deps.db, actor, tournament);
  const now = deps.now();
  const timing = objectDayTiming(tournament, membership?.timeZone ?? 'UTC');
  const day = date ?? dayInZone(now, timing.timeZone);
  if (!isObjectDayRevealed(day, timing, now)) return null;
  return objectOfDay(tournament, day, await tournamentSpeciesOf(deps.db, tournament.id));
}

/**
 * The tournaments the caller may log a tournament session in now, each with today's object and its
 * species list (what the session form offers).
 */
export async function listFishingNow(
  deps: Pick<TournamentsDeps, 'db' | 'now'>,
  actor: Actor,
): Promise<FishingNowTournament[]> {
  const now = deps.now();
  const rows = await tournamentsOnFor(deps.db, actor, now);
  return Promise.all(
    rows.map(async (row) => {
      // The member's own day (`objectDayTiming`): a Global tournament's on the clock they joined from.
      const timing = objectDayTiming(row, row.memberTimeZone);
      const day = dayInZone(now, timing.timeZone);
      const revealed = isObjectDayRevealed(day, timing, now);
      const species = await tournamentSpeciesOf(deps.db, row.id);
      return {
        UUID: row.id,
        Name: row.name,
        StartDate: row.startAt.toISOString(),
        EndDate: row.endAt.toISOString(),
        UploadDeadline: row.uploadDeadlineAt.toISOString(),
        OfficialTournamentTimeZone: row.timeZone,
        objectOfTheDay: revealed ? objectOfDay(row, day, species) : null,
        speciesUUIDs: species.map((fish) => fish.id),
      };
    }),
  );
}
