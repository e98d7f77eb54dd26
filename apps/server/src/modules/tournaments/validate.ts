import {
  AppError,
  DEFAULT_FISHING_RADIUS_NM,
  DEFAULT_REFUND_DAYS_BEFORE_START,
  type MessageKey,
  toCents,
  tournamentWizardIssues,
  type TournamentDraftInput,
} from '@tightlines/domain';
import { inArray, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { localities, regions, ruleSets, species } from '../../db/schema';
import { clubExists } from '../clubs';

/** A tournament that passed every §5 rule and whose catalogue references all exist. */
export interface CheckedTournament {
  name: string;
  description: string;
  terms: string;
  regionType: 'Global' | 'Regional' | 'Local';
  timeZone: string;
  startAt: Date;
  endAt: Date;
  uploadDeadlineAt: Date;
  allowLateJoin: boolean;
  fishingRadiusNm: number;
  feeCents: number;
  prizeCents: number;
  refundDaysBeforeStart: number | null;
  ruleSetId: string;
  clubOption: 'All members' | 'Club members only';
  clubId: string | null;
  regionIds: string[];
  localityIds: string[];
  speciesIds: string[];
  judgeEmails: string[];
}

function refuse(field: string, key: MessageKey = 'completeRequiredFields'): never {
  throw new AppError('VALIDATION', { key, details: { fields: [field] } });
}

/**
 * Checks a tournament to publish: the spec §5 wizard rules (the same pure function the wizard
 * runs), then that its rule set, regions, localities and species exist. VALIDATION naming the
 * first refused field with its §8 message.
 */
export async function checkTournament(
  db: Db,
  input: TournamentDraftInput,
  now: Date,
): Promise<CheckedTournament> {
  const issues = tournamentWizardIssues(input, now);
  const first = issues[0];
  if (first) {
    throw new AppError('VALIDATION', {
      key: first.message,
      details: { fields: [...new Set(issues.map((issue) => issue.field))] },
    });
  }
  const [rule] = await db.select({ id: ruleSets.id }).from(ruleSets).where(eq(ruleSets.id, input.ruleUUID!));
  if (!rule) refuse('ruleUUID', 'selectRules');
  const regionNames = (input.regionNames ?? []).map((region) => region.regionName);
  const regionRows = regionNames.length
    ? await db.select({ id: regions.id }).from(regions).where(inArray(regions.name, regionNames))
    : [];
  if (regionRows.length !== regionNames.length) refuse('regionNames');
  const localityIds = input.localityUUIDs ?? [];
  const localityRows = localityIds.length
    ? await db.select({ id: localities.id }).from(localities).where(inArray(localities.id, localityIds))
    : [];
  if (localityRows.length !== localityIds.length) refuse('localityUUIDs');
  const speciesIds = input.fishes!.map((fish) => fish.fishUUID);
  const speciesRows = await db
    .select({ id: species.id })
    .from(species)
    .where(inArray(species.id, speciesIds));
  if (speciesRows.length !== speciesIds.length) refuse('fishes');
  // A club-only tournament names a club that exists (issue 37 point 4).
  if (input.clubOption === 'Club members only' && !(await clubExists(db, input.clubId!))) {
    refuse('clubId', 'selectOneClub');
  }

  return {
    name: input.tournamentName!,
    description: input.tournamentDescription ?? '',
    terms: input.terms ?? '',
    regionType: input.regionType!,
    timeZone: input.regionType === 'Global' ? 'UTC' : input.officialTournamentTimeZone!,
    startAt: new Date(input.startDate!),
    endAt: new Date(input.endDate!),
    uploadDeadlineAt: new Date(input.uploadDeadlineTime!),
    // Spec §9: late join is on unless the organiser turned it off.
    allowLateJoin: input.allowLateJoin !== 0,
    fishingRadiusNm: input.fishingRadiusNm ?? DEFAULT_FISHING_RADIUS_NM,
    feeCents: toCents(input.entranceFee!),
    prizeCents: toCents(input.prize!),
    // Absent (a draft saved before the rule existed): the default the wizard shows.
    refundDaysBeforeStart:
      input.refundDaysBeforeStart === undefined
        ? DEFAULT_REFUND_DAYS_BEFORE_START
        : input.refundDaysBeforeStart,
    ruleSetId: rule.id,
    clubOption: input.clubOption!,
    clubId: input.clubOption === 'Club members only' ? (input.clubId ?? null) : null,
    regionIds: regionRows.map((row) => row.id),
    localityIds,
    speciesIds,
    judgeEmails: input.judgesEmails!.map((judge) => judge.judgeEmail.trim().toLowerCase()),
  };
}
