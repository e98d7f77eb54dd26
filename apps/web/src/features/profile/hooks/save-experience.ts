import { useMutation } from '@tanstack/react-query';
import type { Experience, ExperienceInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** Adds a fishing experience, or edits `existing`. */
export function saveExperience(input: ExperienceInput, existing?: Experience): Promise<Experience> {
  return existing
    ? apiRequest<Experience>(`/fishingExperiences/${encodeURIComponent(existing.experienceUUID)}`, {
        method: 'PUT',
        body: input,
      })
    : apiRequest<Experience>('/fishingExperiences', { method: 'POST', body: input });
}

export function useSaveExperience(existing?: Experience) {
  return useMutation({
    mutationFn: (input: ExperienceInput) => saveExperience(input, existing),
    meta: { changes: ['experience'] },
  });
}

export function useDeleteExperience() {
  return useMutation({
    mutationFn: (experience: Experience) =>
      apiRequest<null>(`/fishingExperiences/${encodeURIComponent(experience.experienceUUID)}`, {
        method: 'DELETE',
      }),
    meta: { changes: ['experience'] },
  });
}
