import {
  isPlayableVideoUrl,
  isVerifiedCatch,
  judgedStatusOf,
  positionAs,
  summariseFish,
  type PositionPrecision,
  type BackupMedia,
  type Comment,
  type FishLog,
  type Session,
  type Video,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { pictureUrls, type ReadScope, toPictureUrl } from '../media';
import { canEdit, canRemove, canRestore, positionPrecisionOf } from './policy';
import type { FeedRow, SessionView } from './repo';
import type { PartLog, PartVideo, SessionParts } from './session-parts';
import { NO_TOURNAMENTS, type TournamentContext } from './tournament-catches';
import type { BackupMediaRow, CommentView } from './social-repo';

const extensionOf = (key: string) => /\.([a-z0-9]+)(?:\?|$)/i.exec(key)?.[1]?.toLowerCase() ?? 'mp4';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A playable video with signed URLs; null for the empty or 'NO URL' addresses spec §5 drops. */
/** A stored key's (or external address's) URL, signed beforehand for a whole page (media/service pictureUrls). */
export type UrlOf = (value: string | null) => string | null;

/** The keys whose URLs a card shows, for `pictureUrls` to sign before presenting. */
export function urlsShownOn(view: SessionView, parts: SessionParts): (string | null)[] {
  return [
    view.ownerPicture,
    ...parts.team.map((member) => member.picture),
    ...parts.videos
      .filter((video) => isPlayableVideoUrl(video.storageKey))
      .flatMap((video) => [video.storageKey, video.thumbnailKey]),
  ];
}

export function toVideoDto(urlOf: UrlOf, video: PartVideo): Video | null {
  if (!isPlayableVideoUrl(video.storageKey)) return null;
  const url = urlOf(video.storageKey);
  if (!url) return null;
  return {
    videoUrl: url,
    Url: url,
    extension: extensionOf(video.storageKey),
    thumbnailUrl: urlOf(video.thumbnailKey),
    startRecordingTime: iso(video.startRecordingAt),
    endRecordingTime: iso(video.endRecordingAt),
    IsAddedFromGallery: video.addedFromGallery,
    fishingLogUUID: video.logId,
  };
}

export function toFishLogDto(
  view: PartLog,
  videos: Video[],
  precision: PositionPrecision,
  boatName: string | null,
  showFlags = false,
): FishLog {
  const { log } = view;
  const position = positionAs(precision, log);
  return {
    UUID: log.id,
    fishingLogUUID: log.id,
    FishingSessionUUID: log.sessionId,
    fishUUID: log.speciesId,
    fishName: view.fishName,
    type: log.type,
    logTime: log.logTime.toISOString(),
    latitude: position.latitude,
    longitude: position.longitude,
    positionPrecision: position.precision,
    fishLength: log.length,
    fishWeight: log.weight,
    sizeUnit: { UnitId: log.sizeUnitId },
    weightUnit: { UnitId: log.weightUnitId },
    fishValue: log.points,
    status: log.status,
    verified: isVerifiedCatch(log.status),
    ruleName: log.ruleName,
    boatName,
    videoURLs: videos,
    flags: showFlags ? log.flags : null,
  };
}

/** A card's parts, its videos already presented (in the card's order). */
export type PresentedParts = Omit<SessionParts, 'videos'> & { videos: { logId: string; video: Video }[] };

/**
 * A session as `actor` may see it: counters, fish summary and videos always; the logs when they
 * were read, their positions as the owner's privacy allows the actor (positionPrecisionOf); a team
 * member's e-mail only to signed-in readers and only if the member shows it (the session's owner
 * gets their UUIDs, to edit the team); and the `can` flags the UI uses to show edit, hide and delete.
 */
export function toSessionDto(
  urlOf: UrlOf,
  view: SessionView & Pick<FeedRow, 'ownerPositionVisibility'>,
  actor: Actor | null,
  parts: PresentedParts,
  tournaments: TournamentContext = NO_TOURNAMENTS,
): Session {
  const { session } = view;
  const isOwner = actor?.userId === session.ownerId;
  const tournamentId = session.tournamentId;
  const editable = canEdit(
    actor,
    session,
    tournamentId ? tournaments.openTournamentIds.has(tournamentId) : false,
  );
  // A tournament catch's flags are for its owner and the tournament's judges only.
  const showFlags =
    Boolean(tournamentId) && (isOwner || tournaments.judgedTournamentIds.has(tournamentId ?? ''));
  return {
    UUID: session.id,
    StartDatetime: session.startAt.toISOString(),
    FinishDatetime: session.finishAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
    FishingStyle: session.fishingStyle,
    owner: {
      name: view.ownerName,
      lastname: view.ownerLastname,
      url: urlOf(view.ownerPicture),
    },
    ownerRole: view.ownerRole,
    boatUUID: session.boatId,
    boatName: view.boatName,
    localityUUID: session.localityId,
    localityName: view.localityName,
    TeamMembers: parts.team.map((member) => ({
      name: member.name,
      lastname: member.lastname,
      email: actor && (member.showEmail || member.userId === actor.userId) ? member.email : null,
      userUUID: isOwner ? member.userId : null,
      url: urlOf(member.picture),
    })),
    Releases: session.releases,
    Raises: session.raises,
    Bites: session.bites,
    Harvests: session.harvests,
    numComments: session.numComments,
    canEdit: editable,
    isTournamentSession: session.isTournamentSession,
    tournamentUUID: tournamentId,
    isDeleted: session.deleted,
    IsHidden: session.hidden,
    hiddenByModerator:
      session.hidden && session.moderatorHiddenAt
        ? { at: session.moderatorHiddenAt.toISOString(), reason: session.moderationReason }
        : null,
    weatherInfo: session.weather ?? null,
    fishSummary: summariseFish(parts.catches),
    verifiedCatches: parts.catches.filter((caught) => isVerifiedCatch(caught.status)).length,
    videoURLs: parts.videos.map(({ video }) => video),
    ...(parts.logs ? { logs: logsShown(view, actor, parts.logs, parts.videos, showFlags) } : {}),
    can: {
      edit: editable,
      hide: canRemove(actor, session),
      restore: canRestore(actor, session),
      delete: canRemove(actor, session),
    },
  };
}

/** A card's logs, each with its own videos (`videos` is in the logs' order). */
function logsShown(
  view: SessionView & Pick<FeedRow, 'ownerPositionVisibility'>,
  actor: Actor | null,
  logs: PartLog[],
  videos: PresentedParts['videos'],
  showFlags: boolean,
): FishLog[] {
  const precision = positionPrecisionOf(actor, view.session, view.ownerPositionVisibility);
  return logs.map((log) => {
    const dto = toFishLogDto(
      log,
      videos.filter((video) => video.logId === log.log.id).map(({ video }) => video),
      precision,
      view.boatName,
      showFlags,
    );
    // A tournament catch's status reads as the judges see it: Invalid when it has no video to judge.
    return view.session.isTournamentSession
      ? { ...dto, status: judgedStatusOf(dto.status, dto.videoURLs.length) }
      : dto;
  });
}

/** Presents card rows (sessions read with their parts) as `actor` may see them. */
export async function presentSessions(
  storage: Storage,
  actor: Actor | null,
  rows: FeedRow[],
  tournaments: TournamentContext = NO_TOURNAMENTS,
): Promise<Session[]> {
  const publicUrlOf = await pictureUrls(
    storage,
    rows.filter((row) => !row.session.hidden).flatMap((row) => urlsShownOn(row, row.parts)),
  );
  // A hidden session is shown only to its owner and moderators: its media get URLs of their own,
  // which the local driver still serves (any other URL of them answers 404 since it was hidden).
  const hidden = rows.filter((row) => row.session.hidden);
  const ownerUrlOf = hidden.length
    ? await pictureUrls(
        storage,
        hidden.flatMap((row) => urlsShownOn(row, row.parts)),
        'owner',
      )
    : publicUrlOf;
  return rows.map((row) => {
    const urlOf = row.session.hidden ? ownerUrlOf : publicUrlOf;
    const videos = row.parts.videos.flatMap((part) => {
      const video = toVideoDto(urlOf, part);
      return video ? [{ logId: part.logId, video }] : [];
    });
    return toSessionDto(urlOf, row, actor, { ...row.parts, videos }, tournaments);
  });
}

export async function toCommentDto(
  storage: Storage,
  view: CommentView,
  actor: Actor | null,
): Promise<Comment> {
  return {
    UUID: view.comment.id,
    CreatedAt: view.comment.createdAt.toISOString(),
    // Commenters' e-mails are theirs to share: only to signed-in readers, and only if they show it
    // (their own comments excepted).
    Email: actor && (view.showEmail || view.email === actor.email) ? view.email : null,
    Name: view.name,
    Lastname: view.lastname,
    Text: view.comment.text,
    Url: await toPictureUrl(storage, view.picture),
    CountryCode: null,
  };
}

/** Backup media with signed URLs; `owner` ones for a hidden session's (see presentSessions). */
export async function toBackupMediaDto(
  storage: Storage,
  row: BackupMediaRow,
  scope: ReadScope = 'public',
): Promise<BackupMedia> {
  return {
    mediaId: row.id,
    MediaId: row.id,
    S3Key: row.storageKey,
    Url: (await toPictureUrl(storage, row.storageKey, scope)) ?? '',
    extension: extensionOf(row.storageKey),
    contentType: row.contentType,
    MediaContentType: row.contentType,
    backupMediaType: row.logId ? 'log' : 'session',
    thumbnailUrl: await toPictureUrl(storage, row.thumbnailKey, scope),
  };
}
