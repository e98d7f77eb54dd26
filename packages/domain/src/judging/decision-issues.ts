import type { MessageRef } from '../messages';
import { missingEvidence, type EvidenceItem } from './evidence';

export interface DecisionIssue {
  field: 'overrideNote' | 'refusalReason' | 'points';
  /** Its message by key (a too-high score names the maximum). */
  message: MessageRef;
}

/**
 * What a decision lacks (issue 22 point 3): releasing with the rule set's checklist incomplete
 * needs an override note; refusing needs a reason, which the angler sees; a release's points stay
 * within the rule set's maximum (`maxPointsOf`). Empty when complete.
 */
export function decisionIssues(
  input: {
    released: boolean;
    evidence: readonly EvidenceItem[];
    overrideNote?: string | null;
    refusalReason?: string | null;
    points?: number | string | null;
  },
  { checklist, maxPoints }: { checklist: readonly EvidenceItem[]; maxPoints: number },
): DecisionIssue[] {
  if (input.released && typeof input.points === 'number' && input.points > maxPoints) {
    return [{ field: 'points', message: { key: 'numberTooBig', values: { maximum: maxPoints } } }];
  }
  if (!input.released) {
    return input.refusalReason?.trim()
      ? []
      : [{ field: 'refusalReason', message: { key: 'judgingRefusalReasonRequired' } }];
  }
  if (missingEvidence(checklist, input.evidence).length === 0) return [];
  return input.overrideNote?.trim()
    ? []
    : [{ field: 'overrideNote', message: { key: 'judgingOverrideNoteRequired' } }];
}
