import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionInput } from '@tightlines/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../api/data-changes';
import { queryKeys } from '../../../api/query-keys';
import { captureThumbnail, uploadThumbnail, uploadVideo } from '../hooks/upload-video';
import { captureStore, ownerOf, type CapturedSession } from './captured-sessions';
import { sendCaptured, type SendDeps } from './send-captured';

/** The app's own calls, for a captured session sent from this page. */
const appDeps: SendDeps = {
  async uploadVideo(file) {
    const key = await uploadVideo(file, { onProgress: () => undefined });
    const thumbnail = await captureThumbnail(file);
    return { key, thumbnailKey: thumbnail ? await uploadThumbnail(thumbnail) : null };
  },
  postSession: (input: SessionInput) => apiRequest<Session>('/sessions', { method: 'POST', body: input }),
  store: captureStore,
  now: () => new Date(),
};

/** The signed-in account's sessions waiting on this device to be sent (IndexedDB needs no network). */
export function useCapturedSessions() {
  const { user } = useAuth();
  const owner = user ? ownerOf(user.email) : '';
  return useQuery({
    queryKey: queryKeys.capturedSessions.of(owner),
    queryFn: () => captureStore.list(owner),
    enabled: owner !== '',
    networkMode: 'always',
  });
}

/** Keeps a session on the device (new, or a waiting one edited): it waits in My Fishlogs until sent. */
export function useKeepCaptured() {
  return useMutation({
    mutationFn: (capture: CapturedSession) => captureStore.put(capture),
    networkMode: 'always',
    meta: { changes: ['capturedSessions'] },
  });
}

/** Removes a waiting session from the device without sending it. */
export function useRemoveCaptured() {
  return useMutation({
    mutationFn: (key: string) => captureStore.remove(key),
    networkMode: 'always',
    meta: { changes: ['capturedSessions'] },
  });
}

/**
 * Sends the waiting sessions: each one once at a time, on `send` (a retry) and by itself whenever
 * the page opens, one more is kept, or the connection returns. Answers which are being sent.
 */
export function useSendCaptured(waiting: number) {
  const { user } = useAuth();
  const owner = user ? ownerOf(user.email) : '';
  const client = useQueryClient();
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());

  const send = useCallback(
    async (capture: CapturedSession) => {
      if (inFlight.current.has(capture.key)) return;
      inFlight.current.add(capture.key);
      setSending(new Set(inFlight.current));
      let sent = false;
      try {
        sent = (await sendCaptured(capture, appDeps)) !== null;
      } catch {
        // Kept on the item (its `failure`), shown with a retry.
      } finally {
        inFlight.current.delete(capture.key);
        setSending(new Set(inFlight.current));
      }
      // Not awaited: a refresh of the server's lists waits for the connection, the device's does not.
      void refreshAfter(
        client,
        sent ? ['capturedSessions', 'sessions', 'tournamentCatches'] : ['capturedSessions'],
      );
    },
    [client],
  );

  useEffect(() => {
    if (!owner) return;
    const sendAll = async () => {
      if (!navigator.onLine) return;
      for (const capture of await captureStore.list(owner)) await send(capture);
    };
    if (waiting > 0) void sendAll();
    window.addEventListener('online', sendAll);
    return () => window.removeEventListener('online', sendAll);
  }, [owner, waiting, send]);

  return { sending, send };
}
