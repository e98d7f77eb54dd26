import type { RANKING_WATER_TYPES } from '../constants';

export type RankingWaterTypeLabel = (typeof RANKING_WATER_TYPES)[number];
export type WaterType = 'Offshore' | 'Nearshore' | 'Both';

/** Ranking filter mapping of spec §5: Billfish → Offshore, Non Billfish → Nearshore, anything else → Both. */
export function toWaterType(label: string | null | undefined): WaterType {
  if (label === 'Billfish') return 'Offshore';
  if (label === 'Non Billfish') return 'Nearshore';
  return 'Both';
}
