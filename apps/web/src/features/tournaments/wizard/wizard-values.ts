import {
  DEFAULT_REFUND_DAYS_BEFORE_START,
  tournamentDefaults,
  type ClubOption,
  type RegionType,
  type TournamentDraftDto,
  type TournamentDraftInput,
} from '@tightlines/domain';
import { viewerTimeZone } from '../tournament-format';
import { instantToZoned, zonedToInstant } from './zoned-time';

export interface LocalityChoice {
  localityUUID: string;
  localityName: string;
  regionName: string;
}

export interface JudgeChoice {
  email: string;
  /** The name the search found, empty for an e-mail typed in full or read back from a draft. */
  name: string;
}

/** What the wizard's form holds (spec §3 "Wizard draft state"); dates as days and times on the official clock. */
export interface WizardValues {
  tournamentName: string;
  tournamentDescription: string;
  /** The media key of the uploaded picture. */
  pictureUrl: string | null;
  regionType: RegionType | null;
  regionNames: string[];
  localities: LocalityChoice[];
  officialTournamentTimeZone: string;
  fishingRadiusNm: number | '';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  deadlineDate: string;
  uploadDeadlineTime: string;
  allowLateJoin: boolean;
  clubOption: ClubOption | null;
  clubId: string | null;
  ruleUUID: string | null;
  judges: JudgeChoice[];
  fishes: string[];
  entranceFee: number | '';
  prize: number | '';
  /** Leaving a paid tournament: full refund until this many days before the start; null, none. */
  refundDaysBeforeStart: number | null;
  terms: string;
  acceptedTerms: boolean;
}

/** A new tournament with the spec §9 defaults: 07:30 to 16:00, uploads until 22:00, late join on, fee and prize 0. */
export function initialWizardValues(): WizardValues {
  return {
    tournamentName: '',
    tournamentDescription: '',
    pictureUrl: null,
    regionType: null,
    regionNames: [],
    localities: [],
    officialTournamentTimeZone: viewerTimeZone(),
    fishingRadiusNm: 100,
    startDate: '',
    startTime: tournamentDefaults.startTime,
    endDate: '',
    endTime: tournamentDefaults.endTime,
    deadlineDate: '',
    uploadDeadlineTime: tournamentDefaults.deadlineTime,
    allowLateJoin: tournamentDefaults.allowLateJoin,
    clubOption: 'All members',
    clubId: null,
    ruleUUID: null,
    judges: [],
    fishes: [],
    entranceFee: tournamentDefaults.entranceFee,
    prize: tournamentDefaults.prize,
    refundDaysBeforeStart: DEFAULT_REFUND_DAYS_BEFORE_START,
    terms: '',
    acceptedTerms: false,
  };
}

/**
 * Spec §4: changing the region type clears what no longer applies. Regional keeps its regions,
 * Local its localities, Global neither, and Global runs on UTC; leaving Global gives the zone back.
 */
export function withRegionType(values: WizardValues, regionType: RegionType): Partial<WizardValues> {
  const zone =
    regionType === 'Global'
      ? 'UTC'
      : values.regionType === 'Global' || !values.officialTournamentTimeZone
        ? viewerTimeZone()
        : values.officialTournamentTimeZone;
  return {
    regionType,
    regionNames: regionType === 'Regional' ? values.regionNames : [],
    localities: regionType === 'Local' ? values.localities : [],
    officialTournamentTimeZone: zone,
  };
}

/** The official zone the dates are read in: Global forces UTC (spec §4). */
export const officialZoneOf = (values: Pick<WizardValues, 'regionType' | 'officialTournamentTimeZone'>) =>
  values.regionType === 'Global' ? 'UTC' : values.officialTournamentTimeZone;

const text = (value: string) => (value.trim() ? value.trim() : undefined);
const amount = (value: number | '') => (value === '' ? undefined : value);

/** The API's payload of what the wizard holds (spec §3 create/draft payload); missing parts left out. */
export function toDraftInput(values: WizardValues, uuid?: string): TournamentDraftInput {
  const zone = officialZoneOf(values);
  const instant = (date: string, time: string) => zonedToInstant(date, time, zone) ?? undefined;
  return {
    ...(uuid ? { UUID: uuid } : {}),
    tournamentName: text(values.tournamentName),
    tournamentDescription: text(values.tournamentDescription),
    pictureUrl: values.pictureUrl,
    regionType: values.regionType ?? undefined,
    regionNames: values.regionNames.map((regionName) => ({ regionName })),
    localityUUIDs: values.localities.map((locality) => locality.localityUUID),
    officialTournamentTimeZone: zone || undefined,
    fishingRadiusNm: amount(values.fishingRadiusNm),
    startDate: instant(values.startDate, values.startTime),
    endDate: instant(values.endDate, values.endTime),
    uploadDeadlineTime: instant(values.deadlineDate || values.endDate, values.uploadDeadlineTime),
    allowLateJoin: values.allowLateJoin ? 1 : 0,
    clubOption: values.clubOption ?? undefined,
    clubId: values.clubOption === 'Club members only' ? values.clubId : null,
    ruleUUID: values.ruleUUID ?? undefined,
    judgesEmails: values.judges.map((judge) => ({ judgeEmail: judge.email })),
    fishes: values.fishes.map((fishUUID) => ({ fishUUID })),
    entranceFee: amount(values.entranceFee),
    prize: amount(values.prize),
    refundDaysBeforeStart: values.refundDaysBeforeStart,
    terms: text(values.terms),
    acceptedTerms: values.acceptedTerms,
    tournamentType: 'Default',
    activitySourceName: 'Website',
  };
}

/** The wizard's values of a saved draft (spec §3 draft read), its instants on its official clock. */
export function fromDraft(draft: TournamentDraftDto): WizardValues {
  const initial = initialWizardValues();
  const zone =
    draft.regionType === 'Global'
      ? 'UTC'
      : (draft.officialTournamentTimeZone ?? initial.officialTournamentTimeZone);
  const at = (instant: string | undefined) => (instant ? instantToZoned(instant, zone) : null);
  const start = at(draft.startDate);
  const end = at(draft.endDate);
  const deadline = at(draft.uploadDeadlineTime);
  return {
    ...initial,
    tournamentName: draft.tournamentName ?? '',
    tournamentDescription: draft.tournamentDescription ?? '',
    pictureUrl: draft.pictureUrl ?? null,
    regionType: draft.regionType ?? null,
    regionNames: (draft.regionNames ?? []).map((region) => region.regionName),
    localities: draft.localities ?? [],
    officialTournamentTimeZone: zone,
    fishingRadiusNm: draft.fishingRadiusNm ?? initial.fishingRadiusNm,
    startDate: start?.date ?? '',
    startTime: start?.time ?? initial.startTime,
    endDate: end?.date ?? '',
    endTime: end?.time ?? initial.endTime,
    deadlineDate: deadline?.date ?? '',
    uploadDeadlineTime: deadline?.time ?? initial.uploadDeadlineTime,
    allowLateJoin: draft.allowLateJoin !== 0,
    clubOption: draft.clubOption ?? initial.clubOption,
    clubId: draft.clubId ?? null,
    ruleUUID: draft.ruleUUID ?? null,
    judges: (draft.judgesEmails ?? []).map((judge) => ({ email: judge.judgeEmail, name: '' })),
    fishes: (draft.fishes ?? []).map((fish) => fish.fishUUID),
    entranceFee: draft.entranceFee ?? initial.entranceFee,
    prize: draft.prize ?? initial.prize,
    refundDaysBeforeStart:
      draft.refundDaysBeforeStart === undefined ? initial.refundDaysBeforeStart : draft.refundDaysBeforeStart,
    terms: draft.terms ?? '',
    acceptedTerms: draft.acceptedTerms ?? false,
  };
}
