import type { RuleSetSeed } from '../types';

/**
 * Tournament rules following the International Game Fish Association's angling rules as closely as a
 * video-judged release tournament allows. Written in our own words; the IGFA's published International
 * Angling Rules remain the reference for anything this document does not cover.
 */
export const igfaStrictRuleSet: RuleSetSeed = {
  slug: 'igfa-strict',
  name: 'IGFA strict',
  summary:
    'Traditional IGFA-style angling: line-class tackle, one angler alone on the rod from bite to release, no rod holders during the fight, and a release that counts only when the mate takes hold of the leader on continuous video.',
  sections: [
    {
      heading: 'Scope and definitions',
      paragraphs: [
        'These rules apply to every boat, angler and crew member entered in a tournament run under the IGFA strict rule set. Where the tournament notice sets a detail these rules leave open (fishing hours, boundaries, line class, points table, upload deadline), the notice applies. Where neither covers a situation, the judges decide in the spirit of the International Game Fish Association angling rules.',
        'The angler is the registered person holding the rod. The crew are everyone else aboard, including the captain and mates. The strike is the moment a fish takes the bait or lure. The leader is the heavier length of material between the fishing line (or double line) and the hook. The leader connection is the swivel, snap or knot joining the leader to the line or double line.',
        'Every boat must be registered with its name, captain and the list of anglers before the first fishing day. Only registered anglers may score, and only from the registered boat.',
        'The local laws of the country where the tournament is fished apply at all times and override anything in these rules, including closed seasons, protected species, size limits and rules on handling billfish.',
      ],
    },
    {
      heading: 'Fishing hours and boundaries',
      paragraphs: [
        'No line may be in the water before the start signal given by tournament control by radio or in the Tightlines app. A fish that takes a bait before the start signal does not count, even if it is released after it.',
        'At the stop signal all lines must be out of the water. A fish hooked before the stop signal may be fought to a finish; the boat must report the hook-up to tournament control by radio or in the app within five minutes of the stop signal, and the release must happen within two hours of the stop signal to count.',
        'Boats must fish inside the boundaries published in the tournament notice. A fish hooked outside the boundaries does not count. Tournament control may shorten or cancel a fishing day for weather, and the captain remains responsible for the safety of the boat and everyone aboard at all times.',
      ],
    },
    {
      heading: 'Line, double line and leader',
      paragraphs: [
        'The tournament notice sets the maximum line class. Recognised classes are 1 kg (2 lb), 2 kg (4 lb), 3 kg (6 lb), 4 kg (8 lb), 6 kg (12 lb), 8 kg (16 lb), 10 kg (20 lb), 15 kg (30 lb), 24 kg (50 lb), 37 kg (80 lb) and 60 kg (130 lb). All line on the reel, including any backing, must break at or below the class. Judges may cut line samples from any rod for testing, before or after a fishing day.',
        'A double line, made by doubling the end of the fishing line with a knot, splice or braid, is allowed. For classes up to and including 10 kg (20 lb), the double line may be at most 4.57 m (15 ft) long and the leader at most 4.57 m (15 ft), with the two together no longer than 6.10 m (20 ft). For classes over 10 kg (20 lb), the double line may be at most 9.14 m (30 ft) and the leader at most 9.14 m (30 ft), with the two together no longer than 12.19 m (40 ft).',
        'The double line is measured from the start of the knot, splice or braid that forms it to the far end of the loop, knot or swivel at its other end. The leader is measured overall, from the end of the double line (or of the fishing line, if there is no double line) to the end of the hook arrangement, and any lure, swivel, snap or crimp in it counts toward its length.',
      ],
    },
    {
      heading: 'Rods, reels, hooks and gaffs',
      paragraphs: [
        'Rods must follow normal angling practice. The tip, measured from the centre of the reel seat to the tip top, must be at least 101.6 cm (40 in) long, and the butt, measured from the centre of the reel seat to the end of the butt, no longer than 68.58 cm (27 in); curved butts are measured in a straight line. Reels must be cranked by hand: electric, hydraulic or any other power-assisted reels are not allowed, nor are ratchet-handle reels or reels built to be cranked with both hands at once.',
        'When fishing natural bait, at most two single hooks may be used. Both must be firmly set in or securely fastened to the bait, and their eyes must be at least the length of the larger hook and no more than 45.72 cm (18 in) apart; one hook may pass through the eye of the other. Double and treble hooks are not allowed with bait, and no hook may dangle or swing free of the bait.',
        'A lure with a skirt or trailing material may carry at most two single hooks, their eyes at least one hook length and no more than 30.48 cm (12 in) apart, and the trailing hook may not extend more than one hook length beyond the end of the skirt. Plugs, spoons and jigs may carry up to three free-swinging hooks of the kind the lure was designed for. Teasers and daisy chains without hooks are allowed.',
        'Non-offset circle hooks must be used with natural bait wherever the law requires them, such as in United States Atlantic billfish fishing, and are strongly recommended everywhere else.',
        'A gaff may be at most 2.44 m (8 ft) long overall, and the rope of a flying gaff at most 9.14 m (30 ft). Nets may be at most 2.44 m (8 ft) long overall. Harpoons, lances, spears, bang sticks and firearms may not be used on a hooked fish. In release tournaments billfish may not be gaffed at all.',
      ],
    },
    {
      heading: 'Angling rules',
      paragraphs: [
        'From the strike until the release, one angler alone must hook, fight and bring the fish to the leader. No other person may touch the rod, reel, fishing line or double line, with their body or with any device, for any reason. Rods may sit in rod holders while trolling, but once a fish strikes the angler must take the rod and set the hook personally; the crew may not drop back to or strike the fish.',
        "While fighting a fish the rod may rest only in the angler's hands, rod belt, harness or the gimbal of a fighting chair. It may not be put in a rod holder, laid on the gunwale or leaned against any other support. The rod may not be passed to anyone else; if the angler cannot go on, the fish is broken off and does not count.",
        'The crew may help in every other way: adjusting the harness, turning the chair, steadying the angler, clearing other lines, driving the boat and handling the leader once it is within reach. A harness may be attached to the reel or rod but not to the chair, and fighting chairs may have no powered device that helps fight the fish.',
        'Each angler fights one fish at a time on their own rod. In a multiple hook-up, every fish needs its own registered angler from the strike. Chumming is allowed, except with the flesh, blood, skin or any other part of mammals.',
      ],
    },
    {
      heading: 'What disqualifies a catch',
      paragraphs: [
        'A catch does not count if, at any time between the strike and the release: anyone other than the angler touches the rod, reel, fishing line or double line; the rod is placed in a rod holder or rested on the gunwale or any other support; the rod changes hands; or anyone pulls on the line by hand, including the angler, before the leader is within reach.',
        'A catch also does not count if line is added, removed or spliced during the fight; if the rod or reel is changed or the rod breaks so that it is shorter than the minimum length or can no longer be fished normally; if the fish is hooked on or tangled in more than one line; if the fish is foul-hooked, meaning hooked anywhere but in or about the mouth or bill; or if any tackle breaks these rules, such as an over-length leader, an over-class line or a forbidden hook rig.',
        'A catch does not count if the fish is shot, speared, harpooned or lanced, if it was hooked before the start signal or outside the boundaries, if the line breaks before the mate takes hold of the leader, or if the video evidence required by these rules is missing, incomplete or does not show a release. For fish brought in for weighing, a fish mutilated by sharks, other fish, mammals or propellers does not count; wounds from the hook or the gaff are not mutilation.',
        'Deliberate breaches, falsified evidence or misleading the judges disqualify the boat from the whole tournament, not just the catch.',
      ],
    },
    {
      heading: 'Release, landing and fish care',
      paragraphs: [
        'A billfish counts as released when, with the fish still hooked and alive, a crew member takes hold of the leader with a hand (gloved or not) and the moment is clearly shown on the video. Touching the leader with a gaff, a release tool or any other device does not count. Once the leader is in hand, the crew should cut the leader as close to the hook as is safe or remove the hook with a dehooker.',
        'Billfish must be released in the water. They may not be lifted out of the water, brought aboard or gaffed; where local law forbids removing them from the water, that law applies and breaking it disqualifies the catch. The fish should be revived alongside the moving boat until it swims away on its own. A fish that is clearly dead at the release does not score.',
        "Where the tournament notice includes weighed categories, a fish counts as landed only when it is gaffed, netted or tail-roped and brought aboard under these rules, then weighed on the tournament's certified scale within the time set in the notice. Fish below the notice's minimum weight or size, or protected by local law, may not be brought in.",
        'Tags from recognised tagging programmes may be placed during the release. Tagging is encouraged, but a tag attempt never excuses touching the line or rod.',
      ],
    },
    {
      heading: 'Video evidence',
      paragraphs: [
        "Tournaments under these rules are judged on video, so every boat must carry at least one working camera that records with the date and time: the Tightlines app on a phone, or an action camera whose clock has been set to the tournament's time. At the start of each fishing day, the boat records the day's code shown in the app together with the boat's name on the transom or the registration card.",
        'Every release claimed must be supported by one continuous, unedited recording from no later than the moment the angler takes the rod after the strike until after the leader is cut or the hook removed. Cuts, pauses, speed changes, filters, overlays added afterwards or joined clips make the recording invalid. If the camera stops, the release does not count, however the recording resumes.',
        "The recording must show: the angler taking the rod and setting the hook with no one else touching the rod, reel or line; enough of the fight to show that the rod stayed with that angler and out of any holder; the fish itself clearly enough for the judges to identify the species (the bill, dorsal fin, pectoral fins and body markings of billfish); the mate taking hold of the leader while the fish is still hooked; and the fish released in the water. Sound should be on, and at the leader the crew should say the boat name, the angler's name and the species.",
        "Each recording must be uploaded through the Tightlines app within two hours of the stop signal of the fishing day, or by the deadline in the tournament notice if it differs. The camera's original file must be kept unaltered until the protest period of the tournament has closed, and handed over if the judges ask. Tournament control must be told at once, by radio or in the app, of any camera failure; without video a release does not count, whatever witnesses say.",
        'In a multiple hook-up each fish needs its own continuous recording. If the judges cannot identify the species with confidence from the footage, the release does not score.',
      ],
    },
    {
      heading: 'Scoring',
      paragraphs: [
        'Unless the tournament notice publishes its own table, releases score: blue marlin (Atlantic or Indo-Pacific), black marlin and swordfish 500 points; striped marlin, white marlin and roundscale spearfish 250 points; longbill, shortbill and Mediterranean spearfish 150 points; sailfish (Atlantic or Indo-Pacific) 100 points.',
        'Points go to the angler holding the rod and to the boat. The boat with the most points wins the boat award, and the angler with the most points the angler award. Ties are broken in favour of the boat or angler that reached the tied score first, judged by the time of the leader touch in the video.',
        'In weighed categories the heaviest qualifying fish wins, with ties going to the fish weighed first. Provisional results are published in the app after each fishing day and become final when the protest period closes.',
      ],
    },
    {
      heading: "Protests and judges' decisions",
      paragraphs: [
        'Any registered captain or angler may protest a catch or the conduct of another boat by filing it in the Tightlines app, with the reasons and any evidence, within one hour after the provisional results of the day are published. The tournament notice may set a protest fee, which is refunded if the protest is upheld.',
        'Protests are heard by a panel of at least three judges, none of whom may have an interest in the boats involved. The panel reviews the video and may question the captain, crew and angler of any boat involved, ask for the original camera files and inspect tackle. The judges may also review any catch on their own initiative.',
        "The panel decides by majority and gives its decision with reasons in the app, normally before the next fishing day and always before the awards. Penalties range from disallowing a catch to disqualifying a boat from the tournament for deliberate or repeated breaches or unsportsmanlike conduct. The panel's decision is final and cannot be appealed.",
      ],
    },
  ],
};
