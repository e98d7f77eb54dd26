import { AppError, type Session, type SessionInput } from '@tightlines/domain';
import { toSessionInput, type SessionFormValues } from '../components/session-form-values';
import type { UploadedVideo } from '../components/video-field';
import type { CapturedSession, CaptureStore } from './captured-sessions';

/** What sending a captured session needs: the app's upload helper and API call, its store and clock. */
export interface SendDeps {
  /** Uploads a kept video with the app's one video upload (resumable multipart for large files). */
  uploadVideo(file: File): Promise<UploadedVideo>;
  postSession(input: SessionInput): Promise<Session>;
  store: CaptureStore;
  now(): Date;
}

/**
 * Sends a captured session: its kept videos first, each recorded on the capture once uploaded (so
 * a send cut off later does not upload it again), then the session under its capture key, which
 * the server logs once however often it arrives. Removed from the device once logged. A failure
 * is recorded on the capture (shown with a retry) and rethrown; a video the server no longer
 * holds (an upload left unused too long) is uploaded again by the next try. Null when the device
 * no longer holds it (sent meanwhile, or removed).
 */
export async function sendCaptured(capture: CapturedSession, deps: SendDeps): Promise<Session | null> {
  // What the device holds now (an earlier try may have uploaded a video); gone: already sent.
  const stored = await deps.store.get(capture.key);
  if (!stored) return null;
  let current: CapturedSession = { ...stored, failure: null };
  try {
    for (const log of current.values.logs) {
      if (!log.keptVideo || log.video) continue;
      const video = await deps.uploadVideo(log.keptVideo);
      current = withLog(current, log.id, { video, keptVideo: log.keptVideo });
      await deps.store.put(current);
    }
    const session = await deps.postSession({
      ...toSessionInput(current.values, current.units),
      ...(current.values.tournamentId ? { tournamentId: current.values.tournamentId } : {}),
      offlineCapture: { key: current.key, deviceTime: deps.now().toISOString() },
    });
    await deps.store.remove(current.key);
    return session;
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('UNAVAILABLE');
    await deps.store.put({ ...forgetRefusedVideos(current, failure), failure: failure.ref });
    throw failure;
  }
}

function withLog(
  capture: CapturedSession,
  id: string,
  change: Partial<SessionFormValues['logs'][number]>,
): CapturedSession {
  const logs = capture.values.logs.map((log) => (log.id === id ? { ...log, ...change } : log));
  return { ...capture, values: { ...capture.values, logs } };
}

/** A video field the server refused (`logs.<index>.video`): its kept file goes up again next time. */
function forgetRefusedVideos(capture: CapturedSession, failure: AppError): CapturedSession {
  const refused = new Set(
    fieldsOf(failure).flatMap((field) => {
      const match = /^logs\.(\d+)\.video/.exec(field);
      return match ? [Number(match[1])] : [];
    }),
  );
  const logs = capture.values.logs.map((log, index) =>
    refused.has(index) && log.keptVideo ? { ...log, video: null } : log,
  );
  return { ...capture, values: { ...capture.values, logs } };
}

function fieldsOf(failure: AppError): string[] {
  const fields = failure.details?.fields;
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
}
