import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UserEditInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { uploadPicture } from '../../../api/upload-picture';
import { useAuth } from '../../../app/auth/auth-context';

export function editAccount(email: string, input: UserEditInput): Promise<Profile> {
  return apiRequest<Profile>(`/accounts/${encodeURIComponent(email)}`, { method: 'PUT', body: input });
}

/** An edit of the account: the fields, and a new picture to upload first (null removes it, undefined keeps it). */
export interface AccountEdit {
  input: Omit<UserEditInput, 'imageURL'>;
  picture: Blob | null | undefined;
  /** Cancels the picture's upload (the form closed while it went up): nothing is saved then. */
  signal?: AbortSignal;
}

/** Uploads the edit's new picture, if any, then saves the account with it. */
export async function saveAccount(email: string, { input, picture, signal }: AccountEdit): Promise<Profile> {
  const imageURL = picture ? await uploadPicture(picture, { signal }) : picture;
  return editAccount(email, imageURL === undefined ? input : { ...input, imageURL });
}

/**
 * Saves the user tab of Edit profile. The answer is the new profile, so the page (and its
 * completeness bar) updates at once; the user info (header, units), the profile and the sessions
 * showing the user's name are refreshed before it resolves (api/data-changes.ts).
 */
export function useEditAccount(email: string) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: (edit: AccountEdit) => saveAccount(email, edit),
    meta: { changes: ['account'] },
    onSuccess: async (profile, { input }) => {
      const newEmail = profile.email ?? input.newEmail;
      queryClient.setQueryData(queryKeys.profile.detail(newEmail), profile);
      if (newEmail === email) return;
      queryClient.removeQueries({ queryKey: queryKeys.profile.detail(email) });
      await auth.reloadUser(newEmail);
    },
  });
}
