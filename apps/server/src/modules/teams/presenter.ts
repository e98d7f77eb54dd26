import type { TeamDto, TournamentTeamDto } from '@tightlines/domain';
import type { MemberView, TeamView } from './repo';

/** Signed addresses of the pictures a page shows, loaded before presenting (the media pipeline). */
export type PictureUrls = (value: string | null) => string | null;

const fullName = (member: { name: string; lastname: string }) => `${member.name} ${member.lastname}`.trim();

/** The only shape of a team that leaves the server. */
export function toTeamDto(view: TeamView, readerId: string, pictureUrlOf: PictureUrls): TeamDto {
  const { team } = view;
  const isOwner = team.ownerId === readerId;
  return {
    id: team.id,
    name: team.name,
    ownerId: team.ownerId,
    ownerName: view.ownerName,
    pictureUrl: pictureUrlOf(team.pictureKey),
    pictureKey: isOwner ? team.pictureKey : null,
    boatId: team.boatId,
    boatName: view.boatName,
    members: view.members.map((member: MemberView) => ({
      userId: member.userId,
      name: fullName(member),
      role: member.role,
      pictureUrl: pictureUrlOf(member.pictureUrl),
      status: 'Active' as const,
    })),
    isOwner,
  };
}

/** The teams of a tournament's page: each registered team with the members who fish it. */
export function toTournamentTeamDtos(
  loaded: {
    registrations: { registrationId: string; teamId: string; name: string; pictureKey: string | null }[];
    members: (MemberView & { registrationId: string })[];
  },
  pictureUrlOf: PictureUrls,
): TournamentTeamDto[] {
  return loaded.registrations.map((registration) => ({
    registrationId: registration.registrationId,
    teamId: registration.teamId,
    name: registration.name,
    pictureUrl: pictureUrlOf(registration.pictureKey),
    members: loaded.members
      .filter((member) => member.registrationId === registration.registrationId)
      .map((member) => ({
        userId: member.userId,
        name: fullName(member),
        role: member.role,
        pictureUrl: pictureUrlOf(member.pictureUrl),
      })),
  }));
}
