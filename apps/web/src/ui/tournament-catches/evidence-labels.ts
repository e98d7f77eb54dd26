import type { EvidenceItem } from '@tightlines/domain';
import type { MessageKey } from '../../i18n/use-t';

/** What each checklist item of a rule set asks the judge to see in the video (judging and results). */
export const EVIDENCE_LABELS: Record<EvidenceItem, MessageKey> = {
  anglerOnRod: 'judging.evidence.anglerOnRod',
  rodBentToFish: 'judging.evidence.rodBentToFish',
  fishAndSpeciesVisible: 'judging.evidence.fishAndSpeciesVisible',
  leaderTouched: 'judging.evidence.leaderTouched',
  released: 'judging.evidence.released',
  objectCodeVisible: 'judging.evidence.objectCodeVisible',
};
