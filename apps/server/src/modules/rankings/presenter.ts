import type { RankingEntryDto } from '@tightlines/domain';
import type { RankedRow } from './repo';

export interface RankedSubjectView {
  name: string;
  picture: string | null;
  related: { id: string; name: string }[];
}

/** The public name of a person: first and last name as people search shows them. */
export const publicNameOf = (person: { name: string; lastname: string }) =>
  `${person.name} ${person.lastname}`.trim();

/**
 * One entry as it leaves the server: who, their picture, points and catches. Never a position of a
 * catch, never a rank number beyond the order itself.
 */
export function toRankingEntryDto(
  row: RankedRow,
  subject: RankedSubjectView,
  pictureUrl: (value: string | null) => string | null,
): RankingEntryDto {
  return {
    id: row.subjectId,
    name: subject.name,
    pictureUrl: pictureUrl(subject.picture),
    profilePath: null,
    points: row.points,
    catches: row.catches,
    verifiedCatches: row.verifiedCatches,
    related: subject.related,
  };
}
