import { useMutation, useQuery } from '@tanstack/react-query';
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

/** Adds backup media to a session or a log: the lists of it and the judges' evidence refresh. */
export function useAddBackupMedia(parent: BackupParent) {
  return useMutation({
    mutationFn: (s3Key: string) =>
      apiRequest<BackupMedia>('/backupMedia', {
        method: 'POST',
        body: { ...parent, s3Key, activitySourceName: 'Website' },
      }),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}

export function useDeleteBackupMedia() {
  return useMutation({
    mutationFn: (mediaId: string) =>
      apiRequest<null>(`/backupMedia/${encodeURIComponent(mediaId)}`, { method: 'DELETE' }),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}
