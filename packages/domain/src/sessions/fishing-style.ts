export type FishingStyleLabel = 'Billfish' | 'All Species' | 'None';

/** How a session's FishingStyle is shown (spec §3): Offshore as Billfish, Nearshore as All Species, else None. */
export function fishingStyleLabel(style: string | null | undefined): FishingStyleLabel {
  if (style === 'Offshore') return 'Billfish';
  if (style === 'Nearshore') return 'All Species';
  return 'None';
}
