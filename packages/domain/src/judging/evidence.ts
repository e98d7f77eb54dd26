/**
 * The evidence a judge ticks on a catch's video before releasing it (issue 22 point 3), per rule
 * set. The IGFA rule sets need one angler alone on the rod; Jungle Rules let the rod change hands
 * but still need it bent to the fish. Every set needs the fish and its species visible, the leader
 * touched, the release, and the day's object-of-the-day code in the video.
 */
export const EVIDENCE_ITEMS = [
  'anglerOnRod',
  'rodBentToFish',
  'fishAndSpeciesVisible',
  'leaderTouched',
  'released',
  'objectCodeVisible',
] as const;
export type EvidenceItem = (typeof EVIDENCE_ITEMS)[number];

const BILLFISH_VIDEO: readonly EvidenceItem[] = [
  'anglerOnRod',
  'fishAndSpeciesVisible',
  'leaderTouched',
  'released',
  'objectCodeVisible',
];

const CHECKLISTS: Record<string, readonly EvidenceItem[]> = {
  'igfa-strict': BILLFISH_VIDEO,
  'igfa-modified': BILLFISH_VIDEO,
  'jungle-rules': [
    'rodBentToFish',
    'fishAndSpeciesVisible',
    'leaderTouched',
    'released',
    'objectCodeVisible',
  ],
};

/** The checklist of a rule set (by its slug); a rule set we do not know gets the billfish video list. */
export function evidenceChecklistOf(ruleSlug: string): EvidenceItem[] {
  return [...(CHECKLISTS[ruleSlug] ?? BILLFISH_VIDEO)];
}

/** The checklist items not ticked. */
export function missingEvidence(
  checklist: readonly EvidenceItem[],
  ticked: readonly EvidenceItem[],
): EvidenceItem[] {
  const done = new Set(ticked);
  return checklist.filter((item) => !done.has(item));
}
