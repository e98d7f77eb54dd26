/**
 * The tournament picked on /judge, kept in session storage (spec §2: /judge_tournament reads it
 * from there and goes back to /judge when none is stored). Only its id and name: everything else
 * is read fresh from the server.
 */
export interface StoredJudgeTournament {
  UUID: string;
  Name: string;
}

const KEY = 'tightlines.judgeTournament';

export function readJudgeTournament(): StoredJudgeTournament | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StoredJudgeTournament> | null;
    return value && typeof value.UUID === 'string' && typeof value.Name === 'string'
      ? { UUID: value.UUID, Name: value.Name }
      : null;
  } catch {
    return null;
  }
}

export function storeJudgeTournament(tournament: StoredJudgeTournament): void {
  sessionStorage.setItem(KEY, JSON.stringify({ UUID: tournament.UUID, Name: tournament.Name }));
}

/** Finishing judging forgets the tournament (spec §4), so /judge_tournament goes back to the list. */
export function clearJudgeTournament(): void {
  sessionStorage.removeItem(KEY);
}
