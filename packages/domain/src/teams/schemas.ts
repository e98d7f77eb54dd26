import { z } from 'zod';
import { messageKeys } from '../messages';

/**
 * Teams (issue 38, spec §3 Team, Team details, Team registration; §4 Team registration; §5): a
 * crew made by its owner, each member with a role, registered for tournaments (free at once, paid
 * through a checkout whose verified payment registers it).
 */

/** Spec §3 team roles. */
export const TEAM_ROLES = ['Captain', 'Angler', 'Mate'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The most members a team carries: far above any real crew. */
export const TEAM_MAX_MEMBERS = 20;
/** The member search's page (spec §9: search size 5). */
export const TEAM_MEMBER_SEARCH_SIZE = 5;

export const ZTeamParams = z.object({ teamId: z.uuid({ error: messageKeys.notFound }) });
export const ZTeamMemberParams = ZTeamParams.extend({
  userId: z.uuid({ error: messageKeys.notFound }),
});
export const ZTournamentTeamsParams = z.object({ tournamentId: z.uuid({ error: messageKeys.notFound }) });

export const ZTeamMemberInput = z.object({
  userId: z.uuid({ error: messageKeys.completeRequiredFields }),
  role: z.enum(TEAM_ROLES, { error: messageKeys.completeRequiredFields }),
});
export type TeamMemberInput = z.infer<typeof ZTeamMemberInput>;

/** Create a team: its name, picture (an upload's key), optional boat and members with roles. */
export const ZTeamInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: messageKeys.completeRequiredFields })
    .max(80, { error: messageKeys.tooLong }),
  pictureUrl: z.string().max(500).nullish(),
  boatId: z.uuid().nullish(),
  members: z
    .array(ZTeamMemberInput)
    .max(TEAM_MAX_MEMBERS, { error: messageKeys.tooManyItems })
    .refine((members) => new Set(members.map((member) => member.userId)).size === members.length, {
      error: messageKeys.teamMemberTwice,
    })
    .default([]),
});
export type TeamInput = z.input<typeof ZTeamInput>;

/** Edit a team: any field of the create; `members` replaces the list (added ones are told). */
export const ZTeamUpdate = ZTeamInput.partial();
export type TeamUpdate = z.input<typeof ZTeamUpdate>;

/** A member as the team shows them (spec §3 Team: MemberName, Role, MemberPictureUrl, Status). */
export const ZTeamMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  pictureUrl: z.string().nullable(),
  status: z.literal('Active'),
});
export type TeamMemberDto = z.infer<typeof ZTeamMember>;

export const ZTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  pictureUrl: z.string().nullable(),
  /** The upload key of the picture, for the owner's edit form (null for others). */
  pictureKey: z.string().nullable(),
  boatId: z.uuid().nullable(),
  boatName: z.string().nullable(),
  members: z.array(ZTeamMember),
  /** Whether the reader owns the team (may edit it and remove members). */
  isOwner: z.boolean(),
});
export type TeamDto = z.infer<typeof ZTeam>;

export const ZTeamList = z.object({ items: z.array(ZTeam) });
export type TeamListDto = z.infer<typeof ZTeamList>;

/** The members marked to fish a tournament (spec §5: at least one). */
const markedMembers = z
  .array(z.uuid({ error: messageKeys.selectTeamMember }))
  .min(1, { error: messageKeys.selectTeamMember })
  .max(TEAM_MAX_MEMBERS, { error: messageKeys.tooManyItems });

/** Verify team details against the tournament's locations (spec §7). */
export const ZTeamVerifyInput = z.object({
  tournamentId: z.uuid({ error: messageKeys.notFound }),
  memberIds: markedMembers,
});
export type TeamVerifyInput = z.input<typeof ZTeamVerifyInput>;

/** Each marked member's checks: in the tournament's locations, and not fishing in another team. */
export const ZTeamVerification = z.object({
  ok: z.boolean(),
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      inLocations: z.boolean(),
      /** The other team of the tournament they fish in, if any. */
      otherTeam: z.string().nullable(),
    }),
  ),
});
export type TeamVerificationDto = z.infer<typeof ZTeamVerification>;

/** Spec §3 Team registration body: the tournament, the team and its marked members. */
export const ZTeamRegistrationInput = ZTeamVerifyInput.extend({
  teamId: z.uuid({ error: messageKeys.notFound }),
  /** The registrant's IANA zone (a Global tournament's dates are read on it). */
  timeZone: z.string().max(64).optional(),
});
export type TeamRegistrationInput = z.input<typeof ZTeamRegistrationInput>;

/** Registered at once (free), or a checkout to pay first (paid). */
export const ZTeamRegistrationResult = z.object({
  outcome: z.enum(['registered', 'checkout']),
  checkoutUrl: z.string().nullable(),
});
export type TeamRegistrationResultDto = z.infer<typeof ZTeamRegistrationResult>;

/** A team registered for a tournament, as its page lists it. */
export const ZTournamentTeam = z.object({
  registrationId: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: z.enum(TEAM_ROLES),
      pictureUrl: z.string().nullable(),
    }),
  ),
});
export type TournamentTeamDto = z.infer<typeof ZTournamentTeam>;

export const ZTournamentTeams = z.object({ items: z.array(ZTournamentTeam) });
export type TournamentTeamsDto = z.infer<typeof ZTournamentTeams>;
