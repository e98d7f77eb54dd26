import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupMedia } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type BackupParent = { fishingSessionUUID: string } | { fishingLogUUID: string };

const parentId = (parent: BackupParent) =>
  'fishingSessionUUID' in parent ? parent.fishingSessionUUID : parent.fishingLogUUID;

/** The backup media of a session or a log. */
export function useBackupMedia(parent: BackupParent) {
  return useQuery({
    queryKey: queryKeys.sessions.backupMedia(parentId(parent)),
    queryFn: ({ signal }) => apiRequest<BackupMedia[]>('/backupMedia', { query: parent, signal }),
  });
}

export function useAddBackupMedia(parent: BackupParent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s3Key: string) =>
      apiRequest<BackupMedia>('/backupMedia', {
        method: 'POST',
        body: { ...parent, s3Key, activitySourceName: 'Website' },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions.backupMedia(parentId(parent)) }),
  });
}

export function useDeleteBackupMedia(parent: BackupParent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) =>
      apiRequest<null>(`/backupMedia/${encodeURIComponent(mediaId)}`, { method: 'DELETE' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions.backupMedia(parentId(parent)) }),
  });
}
