import {
  AppError,
  SESSION_TEAM_MAX,
  type Session,
  type ZSessionInput,
  type ZSessionUpdate,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { setMediaState } from '../media';
import { refreshRankedCatches } from '../rankings';
import { findLiveUserIds } from '../users';
import { requireTournamentSessionStart } from '../tournaments';
import { addLog, checkLogVideos, fairPlayFor, requireLogsWithin } from './log-service';
import { canRead, canRestore } from './policy';
import { recordSessionAction } from './moderation-service';
import * as repo from './repo';
import * as logRepo from './log-repo';
import { getSession } from './service';
import { applySessionAction } from './session-actions';
import {
  requireCatchTimesPast,
  requireCatchVideos,
  requireEditable,
  requireRemovable,
} from './tournament-catches';

type SessionFields = z.output<typeof ZSessionInput>;

const logVideoField = (index: number) => `logs.${index}.video`;
const logTimeField = (index: number) => `logs.${index}.logTime`;

const invalid = (field: string) =>
  new AppError('VALIDATION', { key: 'completeRequiredFields', details: { fields: [field] } });

/** Boat (the owner's own), locality and team (live users by e-mail or UUID, never the owner), as ids. */
async function resolveReferences(db: Db, actor: Actor, input: SessionFields) {
  if (input.boatUUID && !(await repo.isOwnBoat(db, input.boatUUID, actor.userId))) throw invalid('boatUUID');
  if (input.localityUUID && !(await repo.localityExists(db, input.localityUUID)))
    throw invalid('localityUUID');
  const emails = [...new Set(input.teamMemberEmails.map((email) => email.toLowerCase()))];
  const users = await repo.findUsersByEmail(db, emails);
  if (users.length !== emails.length) throw invalid('teamMemberEmails');
  const uuids = [...new Set(input.teamMemberUUIDs.map((uuid) => uuid.toLowerCase()))];
  const found = await findLiveUserIds(db, uuids);
  if (found.length !== uuids.length) throw invalid('teamMemberUUIDs');
  // One row per person, whether named by e-mail, by UUID or both; the owner is never their own crew.
  const team = [...new Set([...users.map((user) => user.id), ...found])].filter((id) => id !== actor.userId);
  if (team.length > SESSION_TEAM_MAX) throw invalid('teamMemberUUIDs');
  return {
    values: {
      startAt: new Date(input.startDatetime),
      finishAt: new Date(input.finishDatetime),
      fishingStyle: input.fishingStyle,
      boatId: input.boatUUID ?? null,
      localityId: input.localityUUID ?? null,
      weather: input.weatherInfo ?? null,
    },
    team,
  };
}

/**
 * Logs a session with its fish logs and videos. VALIDATION for unknown references or a file that is
 * not a video. A tournament session (`tournamentId`) only by a member while the tournament is on
 * (FORBIDDEN, CONFLICT otherwise); its catches each need a video (VALIDATION naming
 * `logs.<index>.video`) and are flagged. A session captured offline (`offlineCapture`) is logged
 * once per key: a repeat answers the first session; its catches keep the times taken on the
 * device, and carry how far the device's clock was from ours when it was sent (issue 40).
 */
export async function createSession(
  db: Db,
  storage: Storage,
  actor: Actor,
  input: SessionFields,
): Promise<Session> {
  const now = new Date();
  const capture = input.offlineCapture ?? null;
  if (capture) {
    const first = await repo.findCapturedSessionId(db, actor.userId, capture.key);
    if (first) return getSession(db, storage, actor, first);
  }
  const skewMs = capture ? clockSkewMs(new Date(capture.deviceTime), now) : null;
  const tournamentId = input.tournamentId ?? null;
  if (tournamentId) {
    await requireTournamentSessionStart(db, actor, tournamentId, now);
    requireCatchVideos(input.logs, logVideoField);
    // Times taken on a device clock ahead of ours are measured on that clock (and flagged).
    requireCatchTimesPast(input.logs, new Date(now.getTime() + Math.max(0, skewMs ?? 0)), logTimeField);
  }
  const videos = await checkLogVideos(db, storage, actor, input.logs);
  const id = await db.transaction(async (tx) => {
    const { values, team } = await resolveReferences(tx, actor, input);
    const row = {
      ...values,
      ownerId: actor.userId,
      isTournamentSession: tournamentId !== null,
      tournamentId,
    };
    const session = capture
      ? await repo.insertCapturedSession(tx, { ...row, clientKey: capture.key })
      : await repo.insertSession(tx, row);
    // Sent twice at once: the other request logged it first, and this one answers that session.
    if (!session) return null;
    await repo.replaceTeam(tx, session.id, team);
    const fairPlay = await fairPlayFor(tx, session);
    for (const [index, log] of input.logs.entries()) {
      await addLog(tx, session.id, log, videos[index] ?? null, fairPlay, skewMs);
    }
    await refreshRankedCatches(tx, { sessionId: session.id });
    return session.id;
  });
  const first = id ?? (capture && (await repo.findCapturedSessionId(db, actor.userId, capture.key)));
  if (!first) throw new AppError('CONFLICT', { key: 'idempotentRequestInProgress' });
  return getSession(db, storage, actor, first);
}

/** How far the device's clock is ahead of ours (behind when negative), within an integer column. */
function clockSkewMs(deviceTime: Date, now: Date): number {
  const bound = 2 ** 31 - 1;
  return Math.max(-bound, Math.min(bound, deviceTime.getTime() - now.getTime()));
}

/**
 * Edits a session (only its owner; a tournament session until its tournament's upload deadline,
 * CONFLICT after; its `logs` are added, and flagged in a tournament session), or applies an action:
 * `isDelete` deletes for good, `isHidden` hides or restores (the owner, never of a tournament
 * session, or a CONTENT_MODERATOR). NOT_FOUND for a session the caller cannot read; FORBIDDEN
 * otherwise; VALIDATION naming `tournamentId` for a change of tournament.
 */
export async function updateSession(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: string,
  body: z.output<typeof ZSessionUpdate>,
): Promise<Session | null> {
  const input = 'startDatetime' in body ? body : null;
  const videos = input ? await checkLogVideos(db, storage, actor, input.logs) : [];
  const deleted = await db.transaction(async (tx) => {
    const session = await repo.getSessionForUpdate(tx, id);
    if (!session || !canRead(actor, session)) throw new AppError('NOT_FOUND');
    if (!input) {
      const flags = body as { isDelete?: boolean; isHidden?: boolean; reason?: string };
      requireRemovable(actor, session);
      const action = flags.isDelete ? 'delete' : flags.isHidden ? 'hide' : 'restore';
      if (action === 'restore' && !canRestore(actor, session)) {
        throw new AppError('FORBIDDEN', { key: 'sessionHiddenByModerator' });
      }
      // A moderator acting on someone else's session through this route is a moderator's action:
      // recorded, and a hide says why.
      const byModerator = session.ownerId !== actor.userId;
      if (byModerator && action === 'hide' && !flags.reason) {
        throw new AppError('VALIDATION', {
          key: 'moderationReasonRequired',
          details: { fields: ['reason'] },
        });
      }
      const moderatorHide = byModerator && action === 'hide' ? { reason: flags.reason ?? null } : null;
      await applySessionAction(tx, session, action, moderatorHide);
      if (byModerator) await recordSessionAction(tx, actor, session, action, flags.reason);
      return action === 'delete';
    }
    await requireEditable(tx, actor, session);
    if (session.isTournamentSession) {
      requireCatchVideos(input.logs, logVideoField);
      requireCatchTimesPast(input.logs, new Date(), logTimeField);
    }
    if (input.tournamentId !== undefined && (input.tournamentId ?? null) !== session.tournamentId) {
      throw new AppError('VALIDATION', {
        key: 'tournamentSessionFixed',
        details: { fields: ['tournamentId'] },
      });
    }
    const { values, team } = await resolveReferences(tx, actor, input);
    // A judged catch's points went to the session's boat: the boat stays while a decision stands.
    if (
      session.isTournamentSession &&
      values.boatId !== session.boatId &&
      (await logRepo.hasJudgedCatch(tx, id))
    ) {
      throw new AppError('CONFLICT', {
        key: 'judgingCatchJudged',
        details: { fields: ['boatUUID'] },
      });
    }
    await requireLogsWithin(tx, id, values);
    await repo.updateSession(tx, id, values);
    await repo.replaceTeam(tx, id, team);
    const fairPlay = await fairPlayFor(tx, session);
    for (const [index, log] of input.logs.entries()) {
      await addLog(tx, id, log, videos[index] ?? null, fairPlay);
    }
    // Videos added to a hidden session are hidden with it.
    if (session.hidden && videos.some(Boolean)) {
      await setMediaState(tx, { sessionId: id }, session.ownerId, 'hidden');
    }
    // Boat, team, water type, place or new catches: the rankings follow.
    await refreshRankedCatches(tx, { sessionId: id });
    return false;
  });
  return deleted ? null : getSession(db, storage, actor, id);
}
