import {
  decisionIssues,
  messageKeys,
  ZCatchDecisionInput,
  type CatchDecision,
  type CatchDecisionInput,
  type EvidenceItem,
} from '@tightlines/domain';
import { z } from 'zod';
import { numberInput } from '../../../ui/form-schemas';

/** What the decision form holds: the API's decision with empty number fields as '' (Mantine). */
export interface DecisionValues {
  version: number;
  /** null while the judge has not chosen. */
  released: boolean | null;
  speciesCorrect: boolean;
  length: number | '';
  lengthUnitId: 1 | 2;
  weight: number | '';
  weightUnitId: 3 | 4;
  points: number | '';
  evidence: EvidenceItem[];
  overrideNote: string;
  refusalReason: string;
}

/** The form's values of a catch's saved decision (species correct is true when unset, spec §4). */
export function decisionValuesOf(decision: CatchDecision): DecisionValues {
  return {
    version: decision.version,
    released: decision.released,
    speciesCorrect: decision.speciesCorrect ?? true,
    length: decision.length ?? '',
    lengthUnitId: decision.lengthUnitId === 2 ? 2 : 1,
    weight: decision.weight ?? '',
    weightUnitId: decision.weightUnitId === 4 ? 4 : 3,
    points: decision.released === null ? decision.defaultPoints : decision.points,
    evidence: [...decision.evidence],
    overrideNote: decision.overrideNote ?? '',
    refusalReason: decision.refusalReason ?? '',
  };
}

/** The fields a judge edits, to compare a draft with the saved state. */
export const DECISION_FIELDS = [
  'released',
  'speciesCorrect',
  'length',
  'lengthUnitId',
  'weight',
  'weightUnitId',
  'points',
  'evidence',
  'overrideNote',
  'refusalReason',
] as const satisfies readonly (keyof DecisionValues)[];
export type DecisionField = (typeof DECISION_FIELDS)[number];

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join() === [...b].sort().join();
  return a === b;
}

/** The fields where `a` and `b` differ. */
export function changedFields(a: DecisionValues, b: DecisionValues): DecisionField[] {
  return DECISION_FIELDS.filter((field) => !same(a[field], b[field]));
}

/**
 * The form's schema: the API's own decision schema on the form's values, plus what the rule set
 * asks (an override note to release with evidence missing, a reason to refuse, points within its
 * maximum).
 */
export function decisionFormSchema(rules: { checklist: readonly EvidenceItem[]; maxPoints: number }) {
  return ZCatchDecisionInput.extend({
    released: z.boolean({ error: messageKeys.completeRequiredFields }),
    length: numberInput(ZCatchDecisionInput.shape.length),
    weight: numberInput(ZCatchDecisionInput.shape.weight),
    points: numberInput(z.number({ error: messageKeys.completeRequiredFields }).min(0).max(100_000)),
  }).superRefine((values, ctx) => {
    for (const issue of decisionIssues(values, rules)) {
      const { key, values } = issue.message;
      ctx.addIssue({ code: 'custom', path: [issue.field], message: key, params: { values } });
    }
  });
}

/** The API's decision input from the form's values (checked by the schema first). */
export function toDecisionInput(values: DecisionValues): CatchDecisionInput {
  const released = values.released ?? false;
  return {
    version: values.version,
    released,
    speciesCorrect: values.speciesCorrect,
    length: values.length === '' ? null : values.length,
    lengthUnitId: values.lengthUnitId,
    weight: values.weight === '' ? null : values.weight,
    weightUnitId: values.weightUnitId,
    points: released ? (values.points === '' ? 0 : values.points) : 0,
    evidence: values.evidence,
    overrideNote: values.overrideNote.trim() || null,
    refusalReason: released ? null : values.refusalReason.trim() || null,
  };
}
