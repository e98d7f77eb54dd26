import {
  AppError,
  canDecide,
  decisionIssues,
  decisionPoints,
  decisionStatus,
  catchDefaultPoints,
  evidenceChecklistOf,
  maxPointsOf,
  type CatchDecisionValues,
  type JudgingCatch,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { notify } from '../notifications';
import { lockCatchToJudge, requireJudgeAccess, requireJudgingOpen } from './access';
import { refreshRankedCatches } from '../rankings';
import { findCatch, getDecision, saveDecision } from './catch-repo';
import type { JudgingDeps } from './deps';
import { presentOne } from './feed';
import { publishStandings } from './live';
import { appendAudit } from './results-repo';

/** What the audit trail records of a catch's state before and after a decision. */
function snapshotOf(state: {
  status: string;
  points: number;
  released?: boolean | null;
  speciesCorrect?: boolean | null;
  length?: number | null;
  lengthUnitId?: number;
  weight?: number | null;
  weightUnitId?: number;
  evidence?: string[];
  overrideNote?: string | null;
  refusalReason?: string | null;
  version?: number;
}) {
  return {
    version: state.version ?? 0,
    status: state.status,
    points: state.points,
    released: state.released ?? null,
    speciesCorrect: state.speciesCorrect ?? null,
    length: state.length ?? null,
    lengthUnitId: state.lengthUnitId ?? null,
    weight: state.weight ?? null,
    weightUnitId: state.weightUnitId ?? null,
    evidence: state.evidence ?? [],
    overrideNote: state.overrideNote ?? null,
    refusalReason: state.refusalReason ?? null,
  };
}

/**
 * A judge's decision on a catch (spec §4, issue 22 points 2 to 4), against the version the judge
 * saw: released sets Approved with its point value (the judge's, else the rule set's for the
 * species), not released sets Refused and 0 points. The decision records its judge and appends one
 * audit entry, and notifies the angler, in one transaction that holds the tournament's row, so
 * finishing cannot cross it.
 * NOT_FOUND; FORBIDDEN for anyone but the tournament's judges and organiser, and for a judge tied
 * to the catch (lockCatchToJudge); CONFLICT before the
 * start, once judging is finished, for a catch without video, or for a stale `version` (with the
 * fresh catch in `details.current`); VALIDATION naming `overrideNote` or `refusalReason`.
 */
export async function decideCatch(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
  catchId: string,
  input: CatchDecisionValues,
): Promise<JudgingCatch> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const access = await requireJudgeAccess(tx, actor, tournamentId, now, true);
    requireJudgingOpen(access);
    const { tournament } = access;
    const logged = await lockCatchToJudge(tx, actor, tournament.id, catchId);
    const txDeps = { db: tx, storage: deps.storage, now: deps.now };
    const current = await getDecision(tx, logged.id);
    if (input.version !== (current?.version ?? 0)) {
      throw new AppError('CONFLICT', {
        key: 'judgingStaleVersion',
        details: { current: await presentOne(txDeps, tournament, logged.id, true, actor) },
      });
    }
    const status = decisionStatus(input.released);
    if (!canDecide(logged.judgedStatus, status)) {
      throw new AppError('CONFLICT', { key: 'judgingInvalidCatch' });
    }
    const issues = decisionIssues(input, {
      checklist: evidenceChecklistOf(tournament.ruleSlug),
      maxPoints: maxPointsOf(tournament.ruleSlug),
    });
    if (issues.length) {
      throw new AppError('VALIDATION', {
        ...issues[0]!.message,
        details: { fields: issues.map((issue) => issue.field) },
      });
    }
    const row = await findCatch(tx, tournament.id, logged.id);
    const pointValue =
      input.points ?? catchDefaultPoints(tournament.ruleSlug, row!.speciesName, row!.log.flags);
    const decision = {
      logId: logged.id,
      tournamentId: tournament.id,
      version: (current?.version ?? 0) + 1,
      status,
      released: input.released,
      speciesCorrect: input.speciesCorrect ?? null,
      length: input.length ?? null,
      lengthUnitId: input.lengthUnitId,
      weight: input.weight ?? null,
      weightUnitId: input.weightUnitId,
      points: decisionPoints(input.released, pointValue),
      evidence: input.evidence,
      overrideNote: input.released ? input.overrideNote?.trim() || null : null,
      refusalReason: input.released ? null : input.refusalReason!.trim(),
      judgeId: actor.userId,
      decidedAt: now,
    };
    await saveDecision(tx, decision);
    // The decision reaches the rankings in its own transaction (issue 36 point 4).
    await refreshRankedCatches(tx, { logIds: [logged.id] });
    await appendAudit(tx, {
      tournamentId: tournament.id,
      logId: logged.id,
      judgeId: actor.userId,
      at: now,
      before: snapshotOf(current ?? { status: logged.judgedStatus, points: logged.points }),
      after: snapshotOf(decision),
      note: decision.overrideNote ?? decision.refusalReason,
    });
    // Each decision is its own event: a reversed one tells the angler again.
    await notify(tx, {
      recipients: [row!.ownerId],
      actorId: actor.userId,
      kind: 'catchDecided',
      eventKey: `catch-decided:${logged.id}:${decision.version}`,
      subjects: { tournamentId: tournament.id, sessionId: row!.log.sessionId, catchId: logged.id },
      values: {
        tournamentName: tournament.name,
        status,
        points: decision.points,
        refusalReason: decision.refusalReason,
      },
    });
    await publishStandings(tx, tournament.id);
    return presentOne(txDeps, tournament, logged.id, true, actor);
  });
}
