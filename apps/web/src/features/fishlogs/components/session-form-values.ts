import {
  catchesWithoutVideo,
  convertWeight,
  lengthForInput,
  messageKeys,
  refineSessionTimes,
  roundTo,
  ZFishLogInput,
  ZSessionInput,
  type FishLog,
  type FishLogType,
  type FishLogUpdate,
  type SessionInput,
  type SizeUnitId,
  type WeightUnitId,
} from '@tightlines/domain';
import { z } from 'zod';
import { localDateTimeInput, numberInput } from '../../../ui/form-schemas';
import type { UploadedVideo } from './video-field';

export interface FishLogFormValues {
  fishUUID: string | null;
  type: string | null;
  logTime: string;
  fishLength: number | string;
  fishWeight: number | string;
  latitude: number | string;
  longitude: number | string;
  video: UploadedVideo | null;
}

/**
 * A fish of the session form: its fields, and an id that stays with it while fish before it are
 * removed (what its video upload, and the React key of its fields, are tied to — never its index).
 */
export interface SessionLogValues extends FishLogFormValues {
  id: string;
  /**
   * A video picked without a connection (or whose upload the connection cut): kept on the device
   * with the session, uploaded when it is sent (issue 40). Null once uploaded (`video`) or none.
   */
  keptVideo: File | null;
}

/** A chosen team member: someone found by a search (by UUID), or an e-mail typed in full. */
export interface TeamMemberChoice {
  userUUID: string | null;
  email: string | null;
  name: string;
  lastname: string;
  url: string | null;
}

/** One key per person: the UUID of a found user, else the lower-cased e-mail. */
export const teamMemberKey = (member: TeamMemberChoice) =>
  member.userUUID ?? `email:${(member.email ?? '').toLowerCase()}`;

export interface SessionFormValues {
  startDatetime: string;
  finishDatetime: string;
  fishingStyle: string | null;
  boatUUID: string | null;
  localityUUID: string | null;
  teamMembers: TeamMemberChoice[];
  logs: SessionLogValues[];
  /** The tournament of a tournament session (spec §3 isTournamentSession), else null. */
  tournamentId: string | null;
}

/** One fish as the form holds it, checked by the API's rules for a fish log (spec §3, §5). */
export const fishLogFormSchema = ZFishLogInput.pick({ fishUUID: true, type: true }).extend({
  logTime: localDateTimeInput(ZFishLogInput.shape.logTime),
  fishLength: numberInput(ZFishLogInput.shape.fishLength),
  fishWeight: numberInput(ZFishLogInput.shape.fishWeight),
  latitude: numberInput(ZFishLogInput.shape.latitude),
  longitude: numberInput(ZFishLogInput.shape.longitude),
  video: z.custom<UploadedVideo>().nullable(),
});

/**
 * "Log a session" as the form holds it, checked by the API's session rules (the finish never
 * before the start included); the team is chosen people, sent by UUID or e-mail.
 */
export const sessionFormSchema = z
  .object({
    ...ZSessionInput.shape,
    startDatetime: localDateTimeInput(ZSessionInput.shape.startDatetime),
    finishDatetime: localDateTimeInput(ZSessionInput.shape.finishDatetime),
    teamMembers: z.array(z.custom<TeamMemberChoice>()),
    logs: z.array(fishLogFormSchema.extend({ keptVideo: z.custom<File>().nullable() })),
  })
  .superRefine(refineSessionTimes)
  .superRefine(refineTournamentCatches);

/**
 * A tournament session's catches each need a video before it is saved (the API's rule, issue 31):
 * uploaded, or kept on the device to upload with the session.
 */
function refineTournamentCatches(
  values: { tournamentId?: string | null; logs: { video?: unknown; keptVideo?: unknown }[] },
  ctx: z.RefinementCtx,
): void {
  if (!values.tournamentId) return;
  const logs = values.logs.map((log) => ({ video: log.video ?? log.keptVideo }));
  for (const index of catchesWithoutVideo(logs)) {
    ctx.addIssue({
      code: 'custom',
      message: messageKeys.tournamentCatchNeedsVideo,
      path: ['logs', index, 'video'],
    });
  }
}

/**
 * A tournament session's default start and finish: the tournament's window, its end clamped to now
 * (a tournament session is logged while its tournament is on), so the form never proposes a session
 * that starts before the tournament.
 */
export function tournamentSessionWindow(
  tournament: { StartDate: string; EndDate: string },
  now = new Date(),
): Pick<SessionFormValues, 'startDatetime' | 'finishDatetime'> {
  const finish = Math.min(Date.parse(tournament.EndDate), now.getTime());
  const start = Math.min(Date.parse(tournament.StartDate), finish);
  return { startDatetime: toLocalInput(new Date(start)), finishDatetime: toLocalInput(new Date(finish)) };
}

/** The species a fish of the session may be: the tournament's list in a tournament session (when it has one). */
export function speciesOffered<S extends { fishUUID: string }>(
  species: S[],
  tournamentSpecies: readonly string[] | null,
): S[] {
  if (!tournamentSpecies?.length) return species;
  return species.filter((item) => tournamentSpecies.includes(item.fishUUID));
}

/** The form's path of a field the API refused: a video by its log, the team by its picker. */
export function sessionFormPath(field: string): string {
  return field
    .replace(/^(logs\.\d+\.video)\..*$/, '$1')
    .replace(/^teamMember(UUIDs|Emails)(\.\d+)?$/, 'teamMembers');
}

/** A `datetime-local` value (local clock, minutes) for a date. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const toIso = (local: string) => new Date(local).toISOString();
const numberOrNull = (value: number | string) => (value === '' || value === null ? null : Number(value));

let lastLogId = 0;

export function emptyLog(now = new Date()): SessionLogValues {
  lastLogId += 1;
  return {
    id: `log-${lastLogId}`,
    fishUUID: null,
    type: 'Release',
    logTime: toLocalInput(now),
    fishLength: '',
    fishWeight: '',
    latitude: '',
    longitude: '',
    video: null,
    keptVideo: null,
  };
}

/**
 * When a fish added to the form was caught, until the user says otherwise: now, or the end of the
 * session nearest to now when now is outside it (a form left open past its finish, a trip logged
 * days later), so the form never proposes a time it will refuse.
 */
export function newLogTime(
  { startDatetime, finishDatetime }: Pick<SessionFormValues, 'startDatetime' | 'finishDatetime'>,
  now = new Date(),
): Date {
  const start = new Date(startDatetime).getTime();
  const finish = new Date(finishDatetime).getTime();
  if (!(start <= finish)) return now;
  return new Date(Math.min(Math.max(now.getTime(), start), finish));
}

export function initialSessionValues(now = new Date()): SessionFormValues {
  return {
    startDatetime: toLocalInput(new Date(now.getTime() - 4 * 3600_000)),
    finishDatetime: toLocalInput(now),
    fishingStyle: 'Offshore',
    boatUUID: null,
    localityUUID: null,
    teamMembers: [],
    logs: [],
    tournamentId: null,
  };
}

/** The API body of the form, lengths and weights in the user's own units. */
export function toSessionInput(
  values: SessionFormValues,
  units: { size: SizeUnitId; weight: WeightUnitId },
): SessionInput {
  return {
    startDatetime: toIso(values.startDatetime),
    finishDatetime: toIso(values.finishDatetime),
    fishingStyle: values.fishingStyle === 'Nearshore' ? 'Nearshore' : 'Offshore',
    boatUUID: values.boatUUID || null,
    localityUUID: values.localityUUID || null,
    teamMemberUUIDs: values.teamMembers.flatMap((member) => (member.userUUID ? [member.userUUID] : [])),
    teamMemberEmails: values.teamMembers.flatMap((member) =>
      !member.userUUID && member.email ? [member.email] : [],
    ),
    logs: values.logs.map((log) => ({
      fishUUID: log.fishUUID ?? '',
      type: (log.type ?? 'Release') as 'Release',
      logTime: toIso(log.logTime),
      fishLength: numberOrNull(log.fishLength),
      fishWeight: numberOrNull(log.fishWeight),
      latitude: numberOrNull(log.latitude),
      longitude: numberOrNull(log.longitude),
      sizeUnitId: units.size,
      weightUnitId: units.weight,
      video: log.video
        ? { key: log.video.key, thumbnailKey: log.video.thumbnailKey, isAddedFromGallery: true }
        : null,
    })),
  };
}

type Units = { size: SizeUnitId; weight: WeightUnitId };

/** A logged fish as the edit form shows it: measures converted to the user's units, local time. */
export function logFormValues(log: FishLog, units: Units): FishLogFormValues {
  return {
    fishUUID: log.fishUUID,
    type: log.type,
    logTime: toLocalInput(new Date(log.logTime)),
    fishLength:
      log.fishLength == null
        ? ''
        : lengthForInput(log.fishLength, log.sizeUnit.UnitId as SizeUnitId, units.size),
    fishWeight:
      log.fishWeight == null
        ? ''
        : roundTo(convertWeight(log.fishWeight, log.weightUnit.UnitId as WeightUnitId, units.weight), 2),
    latitude: log.latitude ?? '',
    longitude: log.longitude ?? '',
    video: null,
  };
}

/**
 * The spec §3 edit payload of a logged fish, measures in the user's units; the video is sent only
 * when a new one was uploaded (it then replaces the log's videos).
 */
export function toFishLogUpdate(values: FishLogFormValues, units: Units): FishLogUpdate {
  return {
    fishUUID: values.fishUUID ?? undefined,
    type: (values.type ?? 'Release') as FishLogType,
    logTime: toIso(values.logTime),
    fishLength: numberOrNull(values.fishLength),
    fishWeight: numberOrNull(values.fishWeight),
    sizeUnitId: units.size,
    weightUnitId: units.weight,
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    ...(values.video
      ? {
          video: {
            key: values.video.key,
            thumbnailKey: values.video.thumbnailKey,
            isAddedFromGallery: true,
          },
        }
      : {}),
    activitySourceName: 'Website',
  };
}
