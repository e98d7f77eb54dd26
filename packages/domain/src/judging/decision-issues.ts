import { messages } from '../messages';
import { missingEvidence, type EvidenceItem } from './evidence';

export interface DecisionIssue {
  field: 'overrideNote' | 'refusalReason';
  message: string;
}

/**
 * What a decision lacks (issue 22 point 3): releasing with the rule set's checklist incomplete
 * needs an override note; refusing needs a reason, which the angler sees. Empty when complete.
 */
export function decisionIssues(
  input: {
    released: boolean;
    evidence: readonly EvidenceItem[];
    overrideNote?: string | null;
    refusalReason?: string | null;
  },
  checklist: readonly EvidenceItem[],
): DecisionIssue[] {
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
