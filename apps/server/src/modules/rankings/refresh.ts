import { rankingDayOf, scoreCatch, type RankingCategory } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { RankingSubject } from '../../db/schema/rankings';
import { counterDeltas, sameContribution, type Contribution } from './counters';
import {
  addToCounters,
  catchFactsOf,
  contributionsOf,
  deleteContributions,
  insertContributions,
  lockLogs,
  type CatchFactsRow,
  type CatchScope,
} from './repo';

/** The people's category of each account role (a Boat account is ranked through its boats). */
const CATEGORY_OF_ROLE: Record<string, RankingCategory | undefined> = {
  Captain: 'captains',
  Mate: 'mates',
  Angler: 'anglers',
};

/**
 * What a log adds to the rankings now, from its source rows, or null when it does not count: scored
 * by the domain's one `scoreCatch`, for the session's boat and for its owner and team members in
 * their role's category, on the day it was fished there.
 */
export function contributionOf(row: CatchFactsRow): Contribution | null {
  const score = scoreCatch({
    type: row.type,
    status: row.status,
    judgedPoints: row.points,
    speciesName: row.speciesName,
    ruleSlug: row.ruleSlug,
    live: !row.logDeleted && !row.sessionDeleted && !row.sessionHidden,
  });
  if (!score) return null;
  const subjects: RankingSubject[] = [];
  if (row.boatId) subjects.push({ category: 'boats', id: row.boatId });
  for (const person of row.people) {
    const category = CATEGORY_OF_ROLE[person.role];
    if (category) subjects.push({ category, id: person.id });
  }
  if (!subjects.length) return null;
  subjects.sort((a, b) => (a.category + a.id).localeCompare(b.category + b.id));
  return {
    logId: row.logId,
    day: rankingDayOf(row.logTime, row.timeZone),
    speciesId: row.speciesId,
    water: row.water,
    region: row.region ?? '',
    locality: row.localityId ?? '',
    verified: score.verified,
    points: score.points,
    subjects,
  };
}

/**
 * THE way the rankings follow a change (issue 36 point 4): called in the transaction that creates,
 * edits, deletes, hides or restores a catch or its session, or decides on it. Locks the logs of
 * `scope`, works out what each adds now, and moves the counters by the difference from what it
 * added before. Running it twice changes nothing the second time.
 */
export async function refreshRankedCatches(tx: Db, scope: CatchScope): Promise<void> {
  const logIds = await lockLogs(tx, scope);
  if (!logIds.length) return;
  const facts = await catchFactsOf(tx, { logIds });
  const before = new Map((await contributionsOf(tx, logIds)).map((row) => [row.logId, row]));
  const removed: Contribution[] = [];
  const added: Contribution[] = [];
  for (const row of facts) {
    const old = before.get(row.logId);
    const now = contributionOf(row) ?? undefined;
    if (sameContribution(old, now)) continue;
    if (old) removed.push(old);
    if (now) added.push(now);
  }
  if (!removed.length && !added.length) return;
  await deleteContributions(
    tx,
    removed.map((row) => row.logId),
  );
  await insertContributions(tx, added);
  await addToCounters(tx, counterDeltas(removed, added));
}
