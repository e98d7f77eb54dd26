import { AppError, type TeamDto, type TeamInput, type TeamRole, type TeamUpdate } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { discardPicture, makePictureRenditions, markAttached, requireOwnPicture } from '../media';
import { notify } from '../notifications';
import type { TeamsDeps } from './deps';
import { requireTeamOwner } from './policy';
import { getTeam } from './read-teams';
import {
  deleteMember,
  existingUserIds,
  findMembers,
  findTeam,
  insertMembers,
  insertTeam,
  isOwnBoat,
  updateMemberRole,
  updateTeam,
  type TeamRow,
} from './repo';

type Member = { userId: string; role: TeamRole };

/**
 * Creates a team (issue 38 point 1): its name, picture (the owner's own upload, through the media
 * pipeline), optional boat (one of the owner's) and members with roles; each member added is told
 * (`teamMemberAdded`) in the same transaction. 400 naming the field for an unknown member or a
 * boat not the owner's.
 */
export async function createTeam(deps: TeamsDeps, actor: Actor, input: TeamInput): Promise<TeamDto> {
  const given = (input.members ?? []) as Member[];
  // The owner is on the team they make: its Captain, unless they gave themselves another role.
  const members: Member[] = given.some((member) => member.userId === actor.userId)
    ? given
    : [{ userId: actor.userId, role: 'Captain' }, ...given];
  await requireValidParts(deps, actor, { boatId: input.boatId ?? null, members });
  const pictureKey = await ownPicture(deps, actor, input.pictureUrl ?? null);
  const team = await deps.db.transaction(async (tx) => {
    const row = await insertTeam(tx, {
      name: input.name.trim(),
      ownerId: actor.userId,
      pictureKey,
      boatId: input.boatId ?? null,
    });
    if (pictureKey) await markAttached(tx, pictureKey, actor.userId);
    await insertMembers(tx, row.id, members);
    await tellAdded(tx, actor, row, members, deps.now());
    return row;
  });
  return getTeam(deps, actor, team.id);
}

/**
 * Edits a team (its owner only): any of name, picture, boat and members. `members` is the whole
 * list: members left out are removed, new ones added and told, roles changed. NOT_FOUND; FORBIDDEN.
 */
export async function editTeam(
  deps: TeamsDeps,
  actor: Actor,
  teamId: string,
  input: TeamUpdate,
): Promise<TeamDto> {
  const team = await findTeam(deps.db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  requireTeamOwner(actor, team);
  const members = input.members as Member[] | undefined;
  await requireValidParts(deps, actor, { boatId: input.boatId ?? null, members: members ?? [] });
  const pictureChanged = input.pictureUrl !== undefined && (input.pictureUrl ?? null) !== team.pictureKey;
  const pictureKey = pictureChanged
    ? await ownPicture(deps, actor, input.pictureUrl ?? null)
    : team.pictureKey;
  await deps.db.transaction(async (tx) => {
    const locked = await findTeam(tx, teamId, true);
    if (!locked) throw new AppError('NOT_FOUND');
    await updateTeam(
      tx,
      teamId,
      {
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.boatId !== undefined ? { boatId: input.boatId ?? null } : {}),
        ...(pictureChanged ? { pictureKey } : {}),
      },
      deps.now(),
    );
    if (pictureChanged && pictureKey) await markAttached(tx, pictureKey, actor.userId);
    if (members) {
      const current = await findMembers(tx, teamId);
      const wanted = new Map(members.map((member) => [member.userId, member.role]));
      for (const member of current) {
        const role = wanted.get(member.userId);
        if (role === undefined) await deleteMember(tx, teamId, member.userId);
        else if (role !== member.role) await updateMemberRole(tx, teamId, member.userId, role);
      }
      const added = members.filter((member) => !current.some((known) => known.userId === member.userId));
      await insertMembers(tx, teamId, added);
      await tellAdded(tx, actor, { ...locked, name: input.name?.trim() ?? locked.name }, added, deps.now());
    }
  });
  if (pictureChanged) await discardPicture(deps.db, deps.storage, team.pictureKey);
  return getTeam(deps, actor, teamId);
}

/** The owner removes a member (issue 38). NOT_FOUND (no team, or not a member); FORBIDDEN. */
export async function removeTeamMember(
  deps: TeamsDeps,
  actor: Actor,
  teamId: string,
  userId: string,
): Promise<TeamDto> {
  const team = await findTeam(deps.db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  requireTeamOwner(actor, team);
  if (!(await deleteMember(deps.db, teamId, userId))) throw new AppError('NOT_FOUND');
  return getTeam(deps, actor, teamId);
}

/**
 * A member leaves a team, or declines being added to it (issue 38): their membership ends and the
 * owner hears which. Registrations already made stay as they were registered. NOT_FOUND; CONFLICT
 * for the owner (`teamOwnerStays`) or someone not a member (`teamNotMember`).
 */
export async function leaveTeam(
  deps: TeamsDeps,
  actor: Actor,
  teamId: string,
  declined: boolean,
): Promise<void> {
  const team = await findTeam(deps.db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  if (team.ownerId === actor.userId) throw new AppError('CONFLICT', { key: 'teamOwnerStays' });
  await deps.db.transaction(async (tx) => {
    if (!(await deleteMember(tx, teamId, actor.userId))) {
      throw new AppError('CONFLICT', { key: 'teamNotMember' });
    }
    await notify(tx, {
      recipients: [team.ownerId],
      actorId: actor.userId,
      kind: 'teamMemberLeft',
      eventKey: `team-left:${teamId}:${actor.userId}:${deps.now().toISOString()}`,
      subjects: {},
      values: { teamId, teamName: team.name, declined },
    });
  });
}

/** Each member added hears of it once per addition (the owner, adding themselves, does not). */
async function tellAdded(
  tx: Db,
  actor: Actor,
  team: TeamRow,
  added: readonly Member[],
  now: Date,
): Promise<void> {
  for (const member of added) {
    await notify(tx, {
      recipients: [member.userId],
      actorId: actor.userId,
      kind: 'teamMemberAdded',
      eventKey: `team-added:${team.id}:${member.userId}:${now.toISOString()}`,
      subjects: {},
      values: { teamId: team.id, teamName: team.name, role: member.role },
    });
  }
}

async function requireValidParts(
  deps: TeamsDeps,
  actor: Actor,
  parts: { boatId: string | null; members: readonly Member[] },
): Promise<void> {
  if (parts.boatId && !(await isOwnBoat(deps.db, parts.boatId, actor.userId))) {
    throw new AppError('VALIDATION', { key: 'teamBoatNotOwned', details: { fields: ['boatId'] } });
  }
  const ids = parts.members.map((member) => member.userId);
  const known = await existingUserIds(deps.db, ids);
  if (known.length !== new Set(ids).size) {
    throw new AppError('VALIDATION', { key: 'completeRequiredFields', details: { fields: ['members'] } });
  }
}

async function ownPicture(deps: TeamsDeps, actor: Actor, value: string | null): Promise<string | null> {
  if (!value) return null;
  const key = await requireOwnPicture(deps.db, deps.storage, actor, value, 'pictureUrl');
  await makePictureRenditions(deps.db, deps.storage, key);
  return key;
}
