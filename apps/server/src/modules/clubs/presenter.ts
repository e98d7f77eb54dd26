import { CURRENCY, type ClubDto, type ClubMembershipDto } from '@tightlines/domain';
import type { ClubView } from './repo';

export interface Relations {
  follows: { clubId: string }[];
  members: { clubId: string; endsAt: Date | null }[];
  pending: { clubId: string; action: 'join' | 'leave' }[];
}

/** The reader's relation to one club, from their relations to all. */
export function membershipOf(relations: Relations, clubId: string): ClubMembershipDto {
  const member = relations.members.find((row) => row.clubId === clubId);
  return {
    following: relations.follows.some((row) => row.clubId === clubId),
    member: !!member,
    endsAt: member?.endsAt?.toISOString() ?? null,
    pendingRequest: relations.pending.find((row) => row.clubId === clubId)?.action ?? null,
  };
}

/** The only shape of a club that leaves the server; `pictureUrl` is already signed. */
export function toClubDto(view: ClubView, relations: Relations | null, pictureUrl: string | null): ClubDto {
  const { club } = view;
  return {
    id: club.id,
    name: club.name,
    siteUrl: club.siteUrl,
    description: club.description,
    regionId: club.regionId,
    regionName: view.regionName,
    pictureUrl,
    unitPriceCents: club.unitPriceCents,
    currency: CURRENCY,
    membersCount: view.membersCount,
    mine: relations ? membershipOf(relations, club.id) : null,
  };
}
