import {
  catchDefaultPoints,
  isOwnCatch,
  maxPointsOf,
  speciesCorrectOf,
  type CatchComment,
  type CatchDecision,
  type JudgingCatch,
  type JudgingNote,
  type ObjectOfTheDay,
  type JudgingVideo,
} from '@tightlines/domain';
import type { JudgedTournament } from '../tournaments';
import type { commentsOf, notesOf, videosOf, CatchRow } from './catch-repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

export function toCommentDto({ comment, name, lastname }: CommentRow): CatchComment {
  return {
    Id: comment.id,
    CreatedAt: comment.createdAt.toISOString(),
    Comment: comment.text,
    FishinglogId: comment.logId,
    TournamentId: comment.tournamentId,
    Name: name,
    Lastname: lastname,
  };
}

export function toNoteDto({
  note,
  name,
  lastname,
}: Awaited<ReturnType<typeof notesOf>>[number]): JudgingNote {
  return {
    id: note.id,
    videoId: note.videoId,
    atSeconds: note.atSeconds,
    text: note.text,
    author: { name, lastname },
    createdAt: note.createdAt.toISOString(),
  };
}

function toDecisionDto(row: CatchRow, ruleSlug: string): CatchDecision {
  // A species outside the tournament's list is not correct, and scores nothing, until a judge says so.
  const defaultPoints = catchDefaultPoints(ruleSlug, row.speciesName, row.log.flags);
  const maxPoints = maxPointsOf(ruleSlug);
  const decided = row.decision;
  if (!decided) {
    return {
      version: 0,
      status: row.judgedStatus,
      released: null,
      speciesCorrect: speciesCorrectOf(null, row.log.flags),
      length: row.log.length,
      lengthUnitId: row.log.sizeUnitId,
      weight: row.log.weight,
      weightUnitId: row.log.weightUnitId,
      points: defaultPoints,
      defaultPoints,
      maxPoints,
      evidence: [],
      overrideNote: null,
      refusalReason: null,
      judge: null,
      decidedAt: null,
    };
  }
  return {
    version: decided.version,
    status: decided.status,
    released: decided.released,
    speciesCorrect: speciesCorrectOf(decided.speciesCorrect, row.log.flags),
    length: decided.length,
    lengthUnitId: decided.lengthUnitId,
    weight: decided.weight,
    weightUnitId: decided.weightUnitId,
    points: decided.points,
    defaultPoints,
    maxPoints,
    evidence: decided.evidence,
    overrideNote: decided.overrideNote,
    refusalReason: decided.refusalReason,
    judge: row.judgeName === null ? null : { name: row.judgeName, lastname: row.judgeLastname ?? '' },
    decidedAt: iso(decided.decidedAt),
  };
}

/** What the judges' view of a page of catches reads beside its rows (`catchPartsOf` loads it). */
export interface CatchParts {
  videos: Awaited<ReturnType<typeof videosOf>>;
  notes: Awaited<ReturnType<typeof notesOf>>;
  comments: CommentRow[];
  /** The signed URL of a stored key: the owner's scope for a hidden session's catch. */
  urlOf: (logId: string, key: string | null) => string | null;
  /** The object of each catch's day, by catch. */
  objectOf: (logId: string) => ObjectOfTheDay | null;
}

/**
 * The catches as the judges see them, with their videos, notes, comments and the object of each
 * catch's day, from what `catchPartsOf` loaded.
 */
export function presentCatches(
  tournament: Pick<JudgedTournament, 'ruleSlug'>,
  rows: CatchRow[],
  { videos, notes, comments, urlOf: signedUrlOf, objectOf }: CatchParts,
  editable: boolean,
  /** Who reads them: a catch tied to the viewer is their own, which they do not judge. */
  viewer: { userId: string; email: string } | null,
): JudgingCatch[] {
  return rows.map((row) => {
    const urlOf = (key: string | null) => signedUrlOf(row.log.id, key);
    const ownCatch = viewer !== null && isOwnCatch(viewer, row.ties);
    const ownVideos = videos.filter((video) => video.logId === row.log.id);
    return {
      catchId: row.log.id,
      sessionId: row.log.sessionId,
      type: row.log.type,
      logTime: row.log.logTime.toISOString(),
      position:
        row.log.latitude !== null && row.log.longitude !== null
          ? { latitude: row.log.latitude, longitude: row.log.longitude }
          : null,
      boat: row.boatId ? { boatId: row.boatId, boatName: row.boatName ?? '' } : null,
      angler: { name: row.anglerName, lastname: row.anglerLastname },
      species: { UUID: row.log.speciesId, name: row.speciesName },
      videos: ownVideos.flatMap((video): JudgingVideo[] => {
        const url = urlOf(video.storageKey);
        if (!url) return [];
        return [
          {
            videoId: video.id,
            videoUrl: url,
            thumbnailUrl: urlOf(video.thumbnailKey),
            startRecordingTime: iso(video.startRecordingAt),
            endRecordingTime: iso(video.endRecordingAt),
            lengthSeconds: video.lengthSeconds,
          },
        ];
      }),
      objectOfTheDay: objectOf(row.log.id),
      flags: row.log.flags,
      decision: toDecisionDto(row, tournament.ruleSlug),
      notes: notes.filter((note) => note.note.logId === row.log.id).map(toNoteDto),
      comments: comments.filter((comment) => comment.comment.logId === row.log.id).map(toCommentDto),
      ownCatch,
      editable: editable && !ownCatch && row.judgedStatus !== 'Invalid',
    };
  });
}
