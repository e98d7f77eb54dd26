import { AppError, decodeUuid, sharePath, tournamentUuidOf, type TournamentDto } from '@tightlines/domain';
import { genericPageMeta, type PageMeta, type PageMetaSource } from '../../http/page-meta';
import { formatMailMoney } from '../../platform/mail/mail-format';
import type { TournamentsDeps } from './deps';
import { getTournament } from './get-tournament';

type PreviewDeps = Pick<TournamentsDeps, 'db' | 'storage' | 'now' | 'publicUrl'>;

/** The pages whose `?tournament=` query shares a tournament: the list's overlay, and home's redirect to it (spec §2). */
const OVERLAY_PAGES = new Set(['/tournament', '/', '/home']);

/** A preview wants a picture about 1200 px wide (Open Graph's and Twitter's large card). */
const PREVIEW_WIDTH = 1200;

/**
 * The tournament a page address shares, when it is one of its share links: its page
 * (`/tournament/{Base64 UUID}`) or the list's overlay (`/tournament?tournament=…`, also on home);
 * `uuid` null when the link names none. Null for any other address.
 */
export function sharedTournamentOf(address: string): { uuid: string | null } | null {
  const url = new URL(address, 'http://page.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const page = /^\/tournament\/([^/]+)$/.exec(path);
  if (page) return { uuid: tournamentUuidOf(safeDecode(page[1]!)) };
  const encoded = url.searchParams.get('tournament');
  if (encoded === null || !OVERLAY_PAGES.has(path)) return null;
  return { uuid: decodeUuid(encoded) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * "Mar 13 – 15, 2027": the days of a tournament on its official clock (a Global one's wall clock),
 * with plain spaces (ICU's thin ones differ between versions).
 */
function daysOf(tournament: TournamentDto): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: tournament.OfficialTournamentTimeZone,
  })
    .formatRange(new Date(tournament.StartDate), new Date(tournament.EndDate))
    .replace(/[\u2009\u202f]/g, ' ');
}

/** The preview of a tournament as a guest sees it: its name, days, entrance fee and prize, picture. */
export function tournamentMeta(tournament: TournamentDto, publicUrl: string): PageMeta {
  const money = (cents: number) => formatMailMoney(null, cents, tournament.currencyAcronym);
  const fee = tournament.entranceFeeCents === 0 ? 'Free' : money(tournament.entranceFeeCents);
  const description = [
    `${daysOf(tournament)}.`,
    `Entrance fee: ${fee}.`,
    tournament.prizeCents > 0 ? `Prize: ${money(tournament.prizeCents)}.` : null,
    'A fishing tournament on Tightlines.',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: tournament.Name,
    description,
    image: tournament.PictureUrl ? `${publicUrl}/api/tournaments/${tournament.UUID}/picture` : null,
    url: `${publicUrl}${sharePath('Tournament', tournament.UUID)}`,
    type: 'article',
  };
}

/** A tournament as a guest reads it, or null when a guest cannot (a draft's id, deleted, unknown). */
async function publicTournament(deps: PreviewDeps, uuid: string): Promise<TournamentDto | null> {
  try {
    return await getTournament(deps, null, uuid);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The link preview of a page address: null when it is not a tournament's share link, the
 * tournament's tags when a guest could read it, the generic tags otherwise.
 */
export function tournamentPreviews(deps: PreviewDeps): PageMetaSource {
  return async (address) => {
    const shared = sharedTournamentOf(address);
    if (!shared) return null;
    const tournament = shared.uuid ? await publicTournament(deps, shared.uuid) : null;
    return tournament ? tournamentMeta(tournament, deps.publicUrl) : genericPageMeta(deps.publicUrl);
  };
}

/**
 * A tournament's picture for its preview, as a signed URL (relative to the API origin with the local
 * driver): the narrowest rendition at least 1200 px wide, else the picture. NOT_FOUND when a guest
 * cannot read the tournament or it has no picture.
 */
export async function tournamentPictureUrl(deps: PreviewDeps, uuid: string): Promise<string> {
  const tournament = await publicTournament(deps, uuid);
  const wide = tournament?.pictures.find((picture) => picture.width >= PREVIEW_WIDTH);
  const url = wide?.url ?? tournament?.PictureUrl;
  if (!url) throw new AppError('NOT_FOUND');
  return url;
}
