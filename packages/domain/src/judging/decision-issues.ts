import { messages, templateMessage } from '../messages';
import { missingEvidence, type EvidenceItem } from './evidence';

export interface DecisionIssue {
  field: 'overrideNote' | 'refusalReason' | 'points';
  message: string;
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
    return [{ field: 'points', message: templateMessage('numberTooBig', { maximum: maxPoints }) }];
  }
  if (!input.released) {
    return input.refusalReason?.trim()
      ? []
      : [{ field: 'refusalReason', message: messages.judgingRefusalReasonRequired }];
  }
  if (missingEvidence(checklist, input.evidence).length === 0) return [];
  return input.overrideNote?.trim()
    ? []
    : [{ field: 'overrideNote', message: messages.judgingOverrideNoteRequired }];
}
