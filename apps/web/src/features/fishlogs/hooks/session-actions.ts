import { useMutation } from '@tanstack/react-query';
import type { FishLogUpdate, Session, SessionInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { useIdempotencyKeys } from '../../../api/idempotency-key';

export type SessionActionName = 'delete' | 'hide' | 'restore';

const bodies = {
  delete: { isDelete: true },
  hide: { isHidden: true },
  restore: { isHidden: false },
} as const;

/** Delete, hide or restore a session (spec §7 PUT sessions/{uuid}); refreshes the feed and My Fishlogs. */
export function useSessionAction() {
  return useMutation({
    mutationFn: ({ uuid, action }: { uuid: string; action: SessionActionName }) =>
      apiRequest<Session | null>(`/sessions/${encodeURIComponent(uuid)}`, {
        method: 'PUT',
        body: { ...bodies[action], activitySourceName: 'Website' },
      }),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}

/**
 * Logs a new session, or edits `uuid` (its new logs are added). A new session sent twice (a double
 * tap, a retry on a bad connection) is logged once: it carries its Idempotency-Key.
 */
export function useSaveSession(uuid?: string) {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SessionInput) =>
      uuid
        ? apiRequest<Session>(`/sessions/${encodeURIComponent(uuid)}`, { method: 'PUT', body: input })
        : apiRequest<Session>('/sessions', {
            method: 'POST',
            body: input,
            idempotencyKey: keys.keyFor(input),
          }),
    onSuccess: () => keys.renew(),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}

/** Deletes one fish log (spec §4: marked deleted, the detail refreshes). */
export function useDeleteLog() {
  return useMutation({
    mutationFn: (logUuid: string) =>
      apiRequest<Session>(`/fishingLogs/${encodeURIComponent(logUuid)}`, {
        method: 'PUT',
        body: { isDelete: true },
      }),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}

/** Edits one fish log (spec §3 edit payload, PUT fishingLogs/{uuid}); the session detail refreshes. */
export function useEditLog(logUuid: string) {
  return useMutation({
    mutationFn: (update: FishLogUpdate) =>
      apiRequest<Session>(`/fishingLogs/${encodeURIComponent(logUuid)}`, { method: 'PUT', body: update }),
    meta: { changes: ['sessions', 'tournamentCatches'] },
  });
}
