/**
 * The default points of a released catch (issue 22: "points from the rule set and species"), as the
 * rule sets' documents publish them: billfish 500 / 250 / 150 / 100 in every set; Jungle Rules also
 * score other game fish (50, 25, and 10 for any other fish the judge accepts), the IGFA sets score
 * only billfish. The judge may change the value on a catch.
 */
const BILLFISH_POINTS: [RegExp, number][] = [
  [/blue marlin|black marlin|swordfish/i, 500],
  [/striped marlin|white marlin|roundscale spearfish/i, 250],
  [/longbill spearfish|shortbill spearfish|mediterranean spearfish/i, 150],
  [/sailfish/i, 100],
];

const JUNGLE_OTHER_POINTS: [RegExp, number][] = [
  [/wahoo|yellowfin tuna|bluefin tuna|bigeye tuna|roosterfish|tarpon|permit/i, 50],
  [/dorado|cubera snapper|amberjack|cobia|king mackerel/i, 25],
];

/**
 * The most a judge may give one catch under the rule set `ruleSlug`: its highest species value
 * (every set scores a blue marlin 500). A judge may lower a catch's value, never go past this.
 */
export function maxPointsOf(ruleSlug: string): number {
  const values = [...BILLFISH_POINTS, ...(ruleSlug === 'jungle-rules' ? JUNGLE_OTHER_POINTS : [])].map(
    ([, points]) => points,
  );
  return Math.max(...values);
}

/** The default points of `speciesName` under the rule set `ruleSlug` (0 when the set scores none). */
export function defaultPointsOf(ruleSlug: string, speciesName: string): number {
  const billfish = BILLFISH_POINTS.find(([pattern]) => pattern.test(speciesName));
  if (billfish) return billfish[1];
  if (ruleSlug !== 'jungle-rules') return 0;
  return JUNGLE_OTHER_POINTS.find(([pattern]) => pattern.test(speciesName))?.[1] ?? 10;
}
