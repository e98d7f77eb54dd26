import { tournamentWizardIssues, ZTournamentDraftInput, type TournamentDraftInput } from '@tightlines/domain';
import type { FormErrors } from '@mantine/form';
import type { MessageKey } from '../../../i18n/use-t';
import { localizedResolver } from '../../../ui/localized-resolver';
import { specMessage } from '../../../ui/spec-message';
import { toDraftInput, type WizardValues } from './wizard-values';

/** The wizard's sections in order (spec §2: name, location, dates, club, rules, judges, species, fee), then the review. */
export const SECTIONS = [
  'name',
  'location',
  'dates',
  'club',
  'rules',
  'judges',
  'species',
  'fee',
  'review',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Each section's name, as the stepper and the review show it. */
export const SECTION_LABEL: Record<Section, MessageKey> = {
  name: 'tournaments.wizard.section.name',
  location: 'tournaments.wizard.section.location',
  dates: 'tournaments.wizard.section.dates',
  club: 'tournaments.wizard.section.club',
  rules: 'tournaments.wizard.section.rules',
  judges: 'tournaments.wizard.section.judges',
  species: 'tournaments.wizard.section.species',
  fee: 'tournaments.wizard.section.fee',
  review: 'tournaments.wizard.section.review',
};

type PayloadField = keyof TournamentDraftInput;

/** The payload fields each section fills in. */
const PAYLOAD_FIELDS: Record<Exclude<Section, 'review'>, PayloadField[]> = {
  name: ['tournamentName', 'tournamentDescription', 'pictureUrl'],
  location: ['regionType', 'regionNames', 'localityUUIDs', 'officialTournamentTimeZone', 'fishingRadiusNm'],
  dates: ['startDate', 'endDate', 'uploadDeadlineTime', 'allowLateJoin'],
  club: ['clubOption', 'clubId'],
  rules: ['ruleUUID'],
  judges: ['judgesEmails'],
  species: ['fishes'],
  fee: ['entranceFee', 'prize', 'refundDaysBeforeStart', 'terms', 'acceptedTerms'],
};

/** The form's field of a payload field the form names differently. */
const FORM_FIELD: Partial<Record<PayloadField, keyof WizardValues>> = {
  localityUUIDs: 'localities',
  judgesEmails: 'judges',
};

/** The form path of a payload path (`judgesEmails.1.judgeEmail` is the judges' field). */
export function formFieldOf(payloadPath: string): string {
  const field = payloadPath.split('.')[0] as PayloadField;
  return FORM_FIELD[field] ?? field;
}

/** The section holding a form field (where a refusal of the server sends the organiser back). */
export function sectionOf(formField: string): Section {
  for (const [section, fields] of Object.entries(PAYLOAD_FIELDS)) {
    if (fields.some((field) => formFieldOf(field) === formField)) return section as Section;
  }
  return formField === 'deadlineDate' ? 'dates' : 'review';
}

/** The payload's schema for just the fields of `fields` (a section's part of the API's contract). */
const pickSchema = (fields: PayloadField[]) =>
  ZTournamentDraftInput.pick(
    Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<PayloadField, true>>,
  );

const schemaOf = Object.fromEntries(
  Object.entries(PAYLOAD_FIELDS).map(([section, fields]) => [section, localizedResolver(pickSchema(fields))]),
) as Record<Exclude<Section, 'review'>, (values: unknown) => FormErrors>;

/**
 * The refusals of one section (all of them for the review), by form field, in the user's language:
 * the payload's schema, then the spec §5 wizard rules, the same the server checks when publishing.
 */
export function sectionErrors(section: Section, values: WizardValues, now: Date): FormErrors {
  const sections =
    section === 'review' ? (Object.keys(PAYLOAD_FIELDS) as Exclude<Section, 'review'>[]) : [section];
  const payload = toDraftInput(values);
  const fields = new Set(sections.flatMap((name) => PAYLOAD_FIELDS[name]));
  const errors: FormErrors = {};
  for (const name of sections) {
    for (const [path, error] of Object.entries(schemaOf[name](payload))) {
      errors[formFieldOf(path)] ??= error;
    }
  }
  for (const issue of tournamentWizardIssues(payload, now)) {
    if (!fields.has(issue.field as PayloadField)) continue;
    errors[formFieldOf(issue.field)] ??= specMessage(issue.message);
  }
  return errors;
}

/** The first section with a refusal among `errors`, to go back to. */
export function firstSectionWithError(errors: FormErrors): Section | null {
  const withErrors = new Set(Object.keys(errors).map(sectionOf));
  return SECTIONS.find((section) => withErrors.has(section)) ?? null;
}
