import type { Experience, RoleName } from '@tightlines/domain';
import type { ExperienceView } from './repo';

export function toExperienceDto(view: ExperienceView): Experience {
  const { experience } = view;
  return {
    experienceUUID: experience.id,
    fishingTypeName: view.fishingTypeName,
    workTypeName: view.workTypeName,
    roleName: experience.roleName as RoleName,
    years: experience.years,
    countries: view.countries,
    boats: experience.boatNames.map((name) => ({ name })),
    createdAt: experience.createdAt.toISOString(),
  };
}
