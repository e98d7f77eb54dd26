import type { FishLogStatus } from '../sessions/constants';

/**
 * The official standings (issue 22 points 6 and 7), computed from the audit trail alone: each
 * catch's final state is the `after` of its last audit entry; a catch never decided scores nothing.
 */

/** A catch of the tournament, as the standings need it. */
export interface StandingsCatch {
  catchId: string;
  boatId: string | null;
  boatName: string | null;
  anglerId: string;
  anglerName: string;
  /** When the fish was released (the catch's log time), ISO 8601. */
  releaseTime: string;
  /** The registered team the angler fishes the tournament in (issue 38), if any. */
  teamId?: string | null;
}

/** One audit entry: `seq` orders the entries (it grows with every append). */
export interface StandingsAuditEntry {
  seq: number;
  catchId: string;
  after: { status: FishLogStatus; points: number };
}

/** One line of the standings. `reachedAt` is when its score was reached: the tie-break. */
export interface StandingLine {
  rank: number;
  id: string;
  name: string;
  points: number;
  releases: number;
  /** The time of the last qualifying release, when the line reached its score (earliest wins a tie). */
  reachedAt: string | null;
  /** The catches that scored (the evidence), in release order. */
  catchIds: string[];
}

export interface Standings {
  boats: StandingLine[];
  anglers: StandingLine[];
  /**
   * The team standings (issue 38): present only for a tournament with registered teams, so the
   * results of one without stay exactly as they were.
   */
  teams?: StandingLine[];
}

/** A team registered for the tournament: each has a line, scoring or not. */
export interface StandingsTeam {
  id: string;
  name: string;
}

/** The final state of each catch: the `after` of its last audit entry by `seq`. */
export function finalStatesOf(
  audit: readonly StandingsAuditEntry[],
): Map<string, StandingsAuditEntry['after']> {
  const last = new Map<string, StandingsAuditEntry>();
  for (const entry of audit) {
    const known = last.get(entry.catchId);
    if (!known || entry.seq > known.seq) last.set(entry.catchId, entry);
  }
  return new Map([...last].map(([id, entry]) => [id, entry.after]));
}

/**
 * The standings per boat and per angler: points of the Approved catches, their count (releases),
 * ranked by points, then releases, then who reached the score first (earliest last qualifying
 * release), then name and id so the order is always the same. Lines that tie on all three share a
 * rank. Every boat and angler with a catch in the tournament has a line, scoring or not; so has
 * every registered team, whose line counts its members' catches.
 */
export function computeStandings(
  catches: readonly StandingsCatch[],
  audit: readonly StandingsAuditEntry[],
  registeredTeams: readonly StandingsTeam[] = [],
): Standings {
  const finals = finalStatesOf(audit);
  const scored = [...catches].sort(
    (a, b) => a.releaseTime.localeCompare(b.releaseTime) || a.catchId.localeCompare(b.catchId),
  );
  const boats = new Map<string, Omit<StandingLine, 'rank'>>();
  const anglers = new Map<string, Omit<StandingLine, 'rank'>>();
  // A team's line scores its members' catches, with the same points, releases and tie-break.
  const teams = new Map<string, Omit<StandingLine, 'rank'>>(
    registeredTeams.map((team) => [
      team.id,
      { id: team.id, name: team.name, points: 0, releases: 0, reachedAt: null, catchIds: [] },
    ]),
  );
  const add = (lines: typeof boats, id: string, name: string, logged: StandingsCatch) => {
    const line = lines.get(id) ?? { id, name, points: 0, releases: 0, reachedAt: null, catchIds: [] };
    lines.set(id, line);
    const final = finals.get(logged.catchId);
    if (final?.status !== 'Approved') return;
    line.points += final.points;
    line.releases += 1;
    line.reachedAt = logged.releaseTime;
    line.catchIds.push(logged.catchId);
  };
  for (const logged of scored) {
    if (logged.boatId) add(boats, logged.boatId, logged.boatName ?? '', logged);
    add(anglers, logged.anglerId, logged.anglerName, logged);
    const team = logged.teamId ? teams.get(logged.teamId) : undefined;
    if (team) add(teams, team.id, team.name, logged);
  }
  return {
    boats: ranked([...boats.values()]),
    anglers: ranked([...anglers.values()]),
    ...(teams.size ? { teams: ranked([...teams.values()]) } : {}),
  };
}

function ranked(lines: Omit<StandingLine, 'rank'>[]): StandingLine[] {
  const reached = (line: Omit<StandingLine, 'rank'>) => line.reachedAt ?? '\uffff';
  const sorted = lines.sort(
    (a, b) =>
      b.points - a.points ||
      b.releases - a.releases ||
      reached(a).localeCompare(reached(b)) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
  const result: StandingLine[] = [];
  for (const [index, line] of sorted.entries()) {
    const before = result[index - 1];
    const tied =
      before !== undefined &&
      before.points === line.points &&
      before.releases === line.releases &&
      before.reachedAt === line.reachedAt;
    result.push({ rank: tied ? before.rank : index + 1, ...line });
  }
  return result;
}

/**
 * A value as canonical JSON: object keys sorted at every depth, no spaces; the official results'
 * SHA-256 is taken over exactly these bytes (UTF-8), so anyone can recompute it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
