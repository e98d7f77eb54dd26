import { AppError, clubPath, clubUuidOf } from '@tightlines/domain';
import { genericPageMeta, type PageMeta, type PageMetaSource } from '../../http/page-meta';
import { toPictureUrl } from '../media';
import type { ClubsDeps } from './deps';
import { findClubView, type ClubView } from './repo';

type PreviewDeps = Pick<ClubsDeps, 'db' | 'storage' | 'publicUrl'>;

/**
 * The club a page address shares (`/clubs/{encoded id}`, issue 37 point 3): `uuid` null when the
 * segment names none. Null for any other address.
 */
export function sharedClubOf(address: string): { uuid: string | null } | null {
  const path = new URL(address, 'http://page.invalid').pathname.replace(/\/+$/, '');
  const page = /^\/clubs\/([^/]+)$/.exec(path);
  if (!page) return null;
  let segment = page[1]!;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // Left as it came: it then names no club.
  }
  return { uuid: clubUuidOf(segment) };
}

/** The preview of a club: its name, members, region and description, and its picture. */
export function clubMeta(view: ClubView, publicUrl: string): PageMeta {
  const { club } = view;
  const members = `${view.membersCount} ${view.membersCount === 1 ? 'member' : 'members'}`;
  const description = [
    `A fishing club on Tightlines: ${members}${view.regionName ? `, ${view.regionName}` : ''}.`,
    club.description || null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: club.name,
    description,
    image: club.pictureKey ? `${publicUrl}/api/clubs/${club.id}/picture` : null,
    url: `${publicUrl}${clubPath(club.id)}`,
    type: 'website',
  };
}

/** The link preview of a page address: null when it is no club's page; an unknown club's are the generic tags. */
export function clubPreviews(deps: PreviewDeps): PageMetaSource {
  return async (address) => {
    const shared = sharedClubOf(address);
    if (!shared) return null;
    const view = shared.uuid ? await findClubView(deps.db, shared.uuid) : null;
    return view ? clubMeta(view, deps.publicUrl) : genericPageMeta(deps.publicUrl);
  };
}

/** A club's picture for its preview, as a signed URL. NOT_FOUND for an unknown club or one without. */
export async function clubPictureUrl(deps: PreviewDeps, clubId: string): Promise<string> {
  const view = await findClubView(deps.db, clubId);
  const url = await toPictureUrl(deps.storage, view?.club.pictureKey ?? null);
  if (!url) throw new AppError('NOT_FOUND');
  return url;
}
