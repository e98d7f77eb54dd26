import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Experience, ExperienceInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExperienceInput) => saveExperience(input, existing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() }),
  });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (experience: Experience) =>
      apiRequest<null>(`/fishingExperiences/${encodeURIComponent(experience.experienceUUID)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() }),
  });
}
