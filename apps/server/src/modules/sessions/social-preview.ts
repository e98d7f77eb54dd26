import { AppError, decodeUuid, fishingStyleLabel, sharePath, type Session } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { genericPageMeta, type PageMeta, type PageMetaSource } from '../../http/page-meta';
import type { Storage } from '../../platform/storage/storage';
import { getSession } from './service';

/** The pages that open a shared session: the share link is `/home?session=<encoded UUID>` (also `/`). */
const SHARE_PAGES = new Set(['/', '/home']);

/** The session a page address shares, when it is a share link (`?session=` on home); else null. */
export function sharedSessionOf(address: string): { encoded: string; uuid: string | null } | null {
  const url = new URL(address, 'http://page.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const encoded = url.searchParams.get('session');
  if (!SHARE_PAGES.has(path) || encoded === null) return null;
  return { encoded, uuid: decodeUuid(encoded) };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 releases, 1 bite" — the counters that are not zero, or "no fish logged". */
function catchesOf(session: Session): string {
  const parts = [
    session.Releases ? plural(session.Releases, 'release') : null,
    session.Raises ? plural(session.Raises, 'raise') : null,
    session.Bites ? plural(session.Bites, 'bite') : null,
    session.Harvests ? plural(session.Harvests, 'harvest') : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no fish logged';
}

/** The preview of a session as a guest sees it (its owner's name, catches, place and fish). */
export function sessionMeta(session: Session, publicUrl: string): PageMeta {
  const owner = `${session.owner.name} ${session.owner.lastname}`.trim() || 'An angler';
  const day = new Date(session.StartDatetime).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const where = [session.localityName, session.boatName].filter(Boolean).join(' · ');
  const fish = session.fishSummary.map((entry) => `${entry.count} × ${entry.fishName} (${entry.type})`);
  const description = [
    `${fishingStyleLabel(session.FishingStyle)} session on ${day}${where ? ` · ${where}` : ''}.`,
    fish.length ? `${fish.join(', ')}.` : null,
    session.videoURLs.length ? `Watch ${plural(session.videoURLs.length, 'video')} on Tightlines.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const hasPoster = session.videoURLs.some((video) => video.thumbnailUrl);
  return {
    title: `${owner}'s fishing session — ${catchesOf(session)}`,
    description,
    image: hasPoster ? `${publicUrl}/api/sessions/${session.UUID}/poster` : null,
    url: `${publicUrl}${sharePath('FishingSession', session.UUID)}`,
    type: 'article',
  };
}

/** A session a guest may read, or null (missing, deleted or hidden sessions are "not there"). */
async function publicSession(db: Db, storage: Storage, uuid: string): Promise<Session | null> {
  try {
    return await getSession(db, storage, null, uuid);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The link preview of a page address: null when the page is not a session's share link, the
 * session's tags when a guest could read it, the generic tags otherwise.
 */
export function sessionPreviews(db: Db, storage: Storage, publicUrl: string): PageMetaSource {
  return async (address: string): Promise<PageMeta | null> => {
    const shared = sharedSessionOf(address);
    if (!shared) return null;
    const session = shared.uuid ? await publicSession(db, storage, shared.uuid) : null;
    return session ? sessionMeta(session, publicUrl) : genericPageMeta(publicUrl);
  };
}

/**
 * The poster of a session's first video that has one, as a signed URL (relative to the API origin
 * with the local driver): where the stable image address of its link preview redirects. NOT_FOUND
 * when a guest cannot read the session or it has no poster.
 */
export async function sessionPosterUrl(db: Db, storage: Storage, uuid: string): Promise<string> {
  const session = await publicSession(db, storage, uuid);
  const poster = session?.videoURLs.find((video) => video.thumbnailUrl)?.thumbnailUrl;
  if (!poster) throw new AppError('NOT_FOUND');
  return poster;
}
