import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FishLogUpdate, Session, SessionInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { sessionKeys } from '../../../api/session-query-keys';

export type SessionActionName = 'delete' | 'hide' | 'restore';

const bodies = {
  delete: { isDelete: true },
  hide: { isHidden: true },
  restore: { isHidden: false },
} as const;

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() });
}

/** Delete, hide or restore a session (spec §7 PUT sessions/{uuid}); refreshes the feed and My Fishlogs. */
export function useSessionAction() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: ({ uuid, action }: { uuid: string; action: SessionActionName }) =>
      apiRequest<Session | null>(`/sessions/${encodeURIComponent(uuid)}`, {
        method: 'PUT',
        body: { ...bodies[action], activitySourceName: 'Website' },
      }),
    onSuccess: invalidate,
  });
}

/** Logs a new session, or edits `uuid` (its new logs are added). */
export function useSaveSession(uuid?: string) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (input: SessionInput) =>
      uuid
        ? apiRequest<Session>(`/sessions/${encodeURIComponent(uuid)}`, { method: 'PUT', body: input })
        : apiRequest<Session>('/sessions', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/** Deletes one fish log (spec §4: marked deleted, the detail refreshes). */
export function useDeleteLog() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (logUuid: string) =>
      apiRequest<Session>(`/fishingLogs/${encodeURIComponent(logUuid)}`, {
        method: 'PUT',
        body: { isDelete: true },
      }),
    onSuccess: invalidate,
  });
}

/** Edits one fish log (spec §3 edit payload, PUT fishingLogs/{uuid}); the session detail refreshes. */
export function useEditLog(logUuid: string) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (update: FishLogUpdate) =>
      apiRequest<Session>(`/fishingLogs/${encodeURIComponent(logUuid)}`, { method: 'PUT', body: update }),
    onSuccess: invalidate,
  });
}
