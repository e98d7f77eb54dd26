import { messageKeys, type MessageKey } from '../messages';
import type { TournamentDraftInput } from './schemas';

export interface WizardIssue {
  field: string;
  /** The key of its spec §8 message. */
  message: MessageKey;
}

/**
 * The zones met under their runtime's own name: a formatter is costly to construct and every list
 * request names its reader's zone. Only canonical names are kept, so the map is bounded by the
 * runtime's zones whatever the requests spell.
 */
const canonicalZones = new Set<string>();

/** The runtime's own name of IANA time zone `zone` (`asia/tokyo` → `Asia/Tokyo`), or null when it knows none. */
export function canonicalTimeZone(zone: string): string | null {
  if (canonicalZones.has(zone)) return zone;
  if (zone.length === 0) return null;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    if (canonical === zone) canonicalZones.add(zone);
    return canonical;
  } catch {
    return null;
  }
}

/** Whether `zone` is an IANA time zone the runtime knows. */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/**
 * Every spec §5 wizard rule a tournament must pass to be published, as the fields it refuses with
 * their §8 message (empty when it may be published). Pure: the catalogue checks (rule set, regions,
 * localities and species exist) are the server's.
 */
export function tournamentWizardIssues(input: TournamentDraftInput, now: Date): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const refuse = (field: string, message: MessageKey = messageKeys.completeRequiredFields) =>
    issues.push({ field, message });

  if (!input.tournamentName) refuse('tournamentName');
  issues.push(...locationIssues(input));
  issues.push(...dateIssues(input, now));
  if (!input.clubOption) refuse('clubOption', messageKeys.selectOption);
  else if (input.clubOption === 'Club members only' && !input.clubId)
    refuse('clubId', messageKeys.selectOneClub);
  else if (input.clubOption === 'All members' && input.clubId) refuse('clubId');
  if (!input.ruleUUID) refuse('ruleUUID', messageKeys.selectRules);
  issues.push(...judgeIssues(input));
  if (!input.fishes?.length) refuse('fishes');
  else if (hasDuplicates(input.fishes.map((fish) => fish.fishUUID))) refuse('fishes');
  if (input.entranceFee === undefined) refuse('entranceFee');
  if (input.prize === undefined) refuse('prize');
  if (input.acceptedTerms !== true) refuse('acceptedTerms');
  return issues;
}

function locationIssues(input: TournamentDraftInput): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const regions = input.regionNames ?? [];
  const localities = input.localityUUIDs ?? [];
  const zone = input.officialTournamentTimeZone;
  switch (input.regionType) {
    case undefined:
      return [{ field: 'regionType', message: messageKeys.selectOption }];
    case 'Global':
      // Global runs on UTC and has no places: anything else is a contradiction, not something to drop.
      if (zone !== undefined && zone !== 'UTC')
        issues.push({ field: 'officialTournamentTimeZone', message: messageKeys.completeRequiredFields });
      if (regions.length) issues.push({ field: 'regionNames', message: messageKeys.completeRequiredFields });
      if (localities.length)
        issues.push({ field: 'localityUUIDs', message: messageKeys.completeRequiredFields });
      return issues;
    case 'Regional':
      if (!regions.length || hasDuplicates(regions.map((region) => region.regionName.toLowerCase()))) {
        issues.push({ field: 'regionNames', message: messageKeys.completeRequiredFields });
      }
      if (localities.length)
        issues.push({ field: 'localityUUIDs', message: messageKeys.completeRequiredFields });
      break;
    case 'Local':
      if (!localities.length || hasDuplicates(localities)) {
        issues.push({ field: 'localityUUIDs', message: messageKeys.completeRequiredFields });
      }
      if (regions.length) issues.push({ field: 'regionNames', message: messageKeys.completeRequiredFields });
      break;
  }
  if (!zone)
    issues.push({ field: 'officialTournamentTimeZone', message: messageKeys.completeRequiredFields });
  else if (!isTimeZone(zone))
    issues.push({ field: 'officialTournamentTimeZone', message: messageKeys.invalidTimeZone });
  return issues;
}

function dateIssues(input: TournamentDraftInput, now: Date): WizardIssue[] {
  const { startDate, endDate, uploadDeadlineTime } = input;
  if (!startDate) return [{ field: 'startDate', message: messageKeys.completeRequiredFields }];
  if (!endDate) return [{ field: 'endDate', message: messageKeys.completeRequiredFields }];
  if (!uploadDeadlineTime)
    return [{ field: 'uploadDeadlineTime', message: messageKeys.completeRequiredFields }];
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  const deadline = Date.parse(uploadDeadlineTime);
  // Filled in but wrong: say what is wrong, not that something is missing (issue 31).
  if (start <= now.getTime()) return [{ field: 'startDate', message: messageKeys.startNotFuture }];
  if (end <= start) return [{ field: 'endDate', message: messageKeys.endBeforeStart }];
  if (deadline <= end) return [{ field: 'uploadDeadlineTime', message: messageKeys.deadlineBeforeEnd }];
  return [];
}

function judgeIssues(input: TournamentDraftInput): WizardIssue[] {
  const emails = (input.judgesEmails ?? []).map((judge) => judge.judgeEmail.trim().toLowerCase());
  if (!emails.length) return [{ field: 'judgesEmails', message: messageKeys.selectOneJudge }];
  if (hasDuplicates(emails)) return [{ field: 'judgesEmails', message: messageKeys.judgeAlreadySelected }];
  return [];
}

function hasDuplicates(values: string[]): boolean {
  return new Set(values).size !== values.length;
}

/** Whole cents of a USD amount the schema already held to two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
