import type { RuleSetSeed } from '../types';

/**
 * The informal rule set for club days, fun tournaments and all-species events: any tackle, any help, but
 * every fish still proven on continuous video.
 */
export const jungleRulesRuleSet: RuleSetSeed = {
  slug: 'jungle-rules',
  name: 'Jungle Rules',
  summary:
    'Informal rules for club and fun tournaments: any tackle and any teamwork aboard, but every fish must still be proven on continuous video from hook-up to release, billfish stay in the water and local law always applies.',
  sections: [
    {
      heading: 'Spirit of the rules',
      paragraphs: [
        "Jungle Rules are for fishing days where the point is to catch fish and enjoy it as a crew. Almost anything goes on tackle and teamwork. What does not change: every fish is proven on video, billfish are released alive and in the water, and the local law and the captain's safety calls come first.",
        'These rules apply to every boat, angler and crew member entered in a tournament run under Jungle Rules. The tournament notice may add details such as fishing hours, boundaries, species categories, a points table and the upload deadline; where nothing covers a situation, the judge decides in the spirit of fair play.',
      ],
    },
    {
      heading: 'Fishing hours and boundaries',
      paragraphs: [
        'No line may be in the water before the start signal given by tournament control by radio or in the Tightlines app, and all lines must be out at the stop signal. A fish hooked before the stop signal may be finished if it is reported within five minutes of the stop signal and released or landed within one hour of it.',
        'Boats must stay inside the boundaries in the tournament notice. Tournament control may shorten or cancel a day for weather.',
      ],
    },
    {
      heading: 'Tackle',
      paragraphs: [
        'Any rod, reel, line class, double line and leader length may be used, and power-assisted reels are allowed. Teasers, dredges, kites, outriggers, downriggers and live or dead bait are all allowed.',
        'Two limits remain. Non-offset circle hooks must be used with natural bait for billfish wherever the law requires them, and are strongly recommended everywhere. Harpoons, spears, bang sticks and firearms may not be used on a hooked fish, and billfish may never be gaffed.',
      ],
    },
    {
      heading: 'Angling',
      paragraphs: [
        'Anyone aboard may set the hook, and the rod may be passed between people as often as the crew likes. Rods may be put in holders or rested on the gunwale during the fight, and the crew may handle the double line and leader.',
        'The fish must be fought with rod and reel: hauling the main line in by hand is not allowed until the leader or double line is within reach. The catch is credited to the boat, and to the angler the crew names at the release.',
      ],
    },
    {
      heading: 'Release and landing',
      paragraphs: [
        'A fish counts as released when it is brought boatside, still hooked and alive, and someone aboard touches the leader or reels the leader connection to the rod tip, with the fish visible on the video at that moment.',
        'Billfish must stay in the water, be released by cutting the leader close to the hook or with a dehooker, and be revived until they swim off. Other species may be kept only where the tournament notice allows it and within local bag, size and season limits; a fish that is kept counts when it is shown on the video aboard and, where the notice requires weights, weighed at the tournament scale.',
      ],
    },
    {
      heading: 'Video evidence',
      paragraphs: [
        "Video is required for every fish, just as in the IGFA rule sets. Each boat must carry a working camera that records the date and time, and record the day's code from the Tightlines app with the boat's name at the start of each fishing day.",
        'Each fish needs a continuous recording from no later than the moment it is hooked until it is released, or until it is aboard if it is kept. One interruption of up to one minute (a dropped phone, a battery change) is tolerated if the judge is satisfied it is the same fish on the same line and nothing improper happened; anything longer, or any editing, makes the recording invalid.',
        'The recording must show the rod bent to the fish, the fish clearly enough to identify the species, and the leader touch or the leader connection at the rod tip with the fish still hooked. Recordings must be uploaded through the Tightlines app within two hours of the stop signal, or by the deadline in the tournament notice. No video, no fish.',
      ],
    },
    {
      heading: 'Scoring',
      paragraphs: [
        'Unless the tournament notice publishes its own table, billfish releases score: blue marlin (Atlantic or Indo-Pacific), black marlin and swordfish 500 points; striped marlin, white marlin and roundscale spearfish 250 points; longbill, shortbill and Mediterranean spearfish 150 points; sailfish (Atlantic or Indo-Pacific) 100 points.',
        'In all-species events other fish score 50 points for wahoo, yellowfin tuna, bluefin tuna, bigeye tuna, roosterfish, tarpon and permit; 25 points for dorado, cubera snapper, amberjack, cobia, king mackerel and other species the notice names; and 10 points for any other game fish the judge accepts. If the judge cannot tell between two species, the lower score applies.',
        'Ties are broken in favour of the boat that reached the tied score first, judged by the time in the video.',
      ],
    },
    {
      heading: "Disputes and the judge's decision",
      paragraphs: [
        "Any captain may question a catch in the Tightlines app within one hour after the day's provisional results are published. The tournament judge reviews the video, may talk to the crews involved, and decides before the awards.",
        "The judge may disallow a catch that breaks these rules and may remove a boat from the tournament for faked evidence, breaking the law or unsportsmanlike conduct. The judge's decision is final.",
      ],
    },
  ],
};
