import type { RuleSetSeed } from '../types';

/**
 * IGFA-based tournament rules with the relaxations most Central American and Caribbean release tournaments
 * use: shared hook-setting, one rod hand-over, mandatory circle hooks with bait, and a wider release
 * definition. Written in our own words.
 */
export const igfaModifiedRuleSet: RuleSetSeed = {
  slug: 'igfa-modified',
  name: 'IGFA modified',
  summary:
    'IGFA-based release rules adapted for team fishing: the crew may set the hook and pass the rod, one hand-over between registered anglers is allowed, non-offset circle hooks are mandatory with natural bait, and a fish counts once the leader is touched or the leader connection reaches the rod tip on continuous video.',
  sections: [
    {
      heading: 'Scope and how these rules differ from IGFA strict',
      paragraphs: [
        'These rules apply to every boat, angler and crew member entered in a tournament run under the IGFA modified rule set. They follow the IGFA strict rule set except where this document says otherwise; where the tournament notice sets a detail (fishing hours, boundaries, line class, points table, upload deadline), the notice applies, and where nothing covers a situation the judges decide in the spirit of IGFA angling rules.',
        'The main differences from IGFA strict are: a crew member or any registered angler may take the bite and set the hook before handing the rod to the angler; the rod may change hands once more between registered anglers of the same boat; the rod may stay in a holder until the angler takes it; non-offset circle hooks are mandatory with natural bait; leaders may be longer on light line; and a release counts when the leader is touched or the leader connection reaches the rod tip.',
        'The local laws of the country where the tournament is fished apply at all times and override anything in these rules.',
      ],
    },
    {
      heading: 'Fishing hours and boundaries',
      paragraphs: [
        'No line may be in the water before the start signal given by tournament control by radio or in the Tightlines app, and all lines must be out of the water at the stop signal. A fish hooked before the stop signal may be fought to a finish if the hook-up is reported within five minutes of the stop signal and the release happens within two hours of it.',
        'Boats must fish inside the boundaries published in the tournament notice; a fish hooked outside them does not count. Tournament control may shorten or cancel a day for weather, and the captain remains responsible for the safety of the boat and everyone aboard.',
      ],
    },
    {
      heading: 'Tackle',
      paragraphs: [
        'The tournament notice sets the maximum line class, chosen from the IGFA classes of 1 kg (2 lb) to 60 kg (130 lb). All line on the reel, including backing, must break at or below the class, and the judges may take samples for testing.',
        'A double line may be at most 4.57 m (15 ft) long on classes up to and including 10 kg (20 lb) and at most 9.14 m (30 ft) on heavier classes. On any class the leader may be up to 9.14 m (30 ft) long, with double line and leader together no longer than 12.19 m (40 ft).',
        'Non-offset circle hooks are mandatory with natural bait and with any combination of natural bait and an artificial lure. At most two hooks may be used in a bait rig, and no hook may dangle or swing free of the bait. J-hooks are allowed only on artificial lures, with at most two single hooks on a skirted lure and the trailing hook no more than one hook length beyond the skirt. Double and treble hooks are not allowed when fishing for billfish.',
        'Rods and reels must follow normal angling practice: reels must be cranked by hand, and electric, hydraulic or other power-assisted reels are not allowed. Teasers, daisy chains, dredges and kites are allowed, provided no teaser carries a hook. Harpoons, lances, spears, bang sticks and firearms may not be used on a hooked fish, and billfish may not be gaffed.',
      ],
    },
    {
      heading: 'Angling rules',
      paragraphs: [
        'When a fish strikes, any crew member or registered angler may drop back, set the hook and clear the rod from its holder, then hand it to the angler who will fight the fish. The rod may stay in the holder until the angler takes it. From the moment the angler takes the rod, that angler alone fights the fish: no one else may touch the rod, reel, fishing line or double line.',
        'The rod may be handed over once more during the fight, to another registered angler of the same boat, for example because of fatigue, seasickness or injury. The points go to the angler holding the rod at the release and to the boat. A second hand-over during the fight disqualifies the catch.',
        "Once the angler has taken the rod, it may rest only in the angler's hands, rod belt, harness or the gimbal of a fighting chair; it may not go back into a rod holder or be rested on the gunwale. The crew may help in every other way: adjusting the harness, turning the chair, clearing other lines, driving the boat and handling the leader once it is within reach.",
        'In a multiple hook-up, each fish must have its own angler, and the crew may hold a rod in a holder for a waiting angler as described above. Chumming is allowed, except with any part of mammals.',
      ],
    },
    {
      heading: 'What disqualifies a catch',
      paragraphs: [
        'A catch does not count if: after the angler has taken the rod, anyone else touches the rod, reel, fishing line or double line; the rod is put back in a rod holder or rested on the gunwale; the rod changes hands more than once during the fight, or is given to someone who is not a registered angler of the boat; or anyone pulls on the line by hand before the leader or leader connection is within reach.',
        'A catch also does not count if line is added or removed during the fight; if the rod or reel is changed or the rod breaks so that it can no longer be fished normally; if the fish is hooked on or tangled in more than one line; if it is foul-hooked, meaning hooked anywhere but in or about the mouth or bill; if it was caught with a J-hook on natural bait or with other tackle that breaks these rules; or if it was hooked before the start signal or outside the boundaries.',
        'A catch does not count if the line breaks before the release as defined below, if the fish is shot, speared, harpooned or lanced, or if the required video is missing or incomplete. Deliberate breaches, falsified evidence or misleading the judges disqualify the boat from the whole tournament.',
      ],
    },
    {
      heading: 'Release and fish care',
      paragraphs: [
        'A billfish counts as released when, with the fish still hooked and alive, either a crew member touches the leader with a hand, or the leader connection (the swivel, snap or wind-on knot joining leader and line) is reeled to the rod tip top, and that moment is clearly shown on the video.',
        'After the release the crew should cut the leader as close to the hook as is safe or remove the hook with a dehooker. Billfish must stay in the water: they may not be lifted out, brought aboard or gaffed, and they should be revived alongside the moving boat until they swim away. A fish that is clearly dead at the release does not score. Tagging with recognised programme tags is encouraged.',
      ],
    },
    {
      heading: 'Video evidence',
      paragraphs: [
        "Every boat must carry at least one working camera that records the date and time, such as the Tightlines app on a phone or an action camera set to the tournament's time, and must record the day's code from the app with the boat's name at the start of each fishing day.",
        'Every release claimed must be supported by one continuous, unedited recording from no later than the moment the fighting angler takes the rod until after the leader is cut or the hook removed. Cuts, pauses, speed changes, filters and joined clips make the recording invalid.',
        "The recording must show: the rod being handed to the angler and any later hand-over; the angler fighting the fish with no one else touching the rod, reel or line; the fish clearly enough to identify the species; the leader touch or the leader connection reaching the rod tip with the fish still hooked; and the fish released in the water. At the leader the crew should say the boat name, the angler's name and the species.",
        "Recordings must be uploaded through the Tightlines app within two hours of the stop signal, or by the deadline in the tournament notice if it differs, and the camera's original file kept until the protest period closes. Camera failures must be reported at once; without video a release does not count.",
        'If the footage shows a billfish but the judges cannot tell which of two species it is (for example white marlin or roundscale spearfish, or blue or black marlin), the release scores as the lower-scoring of the two.',
      ],
    },
    {
      heading: 'Scoring',
      paragraphs: [
        'Unless the tournament notice publishes its own table, releases score: blue marlin (Atlantic or Indo-Pacific), black marlin and swordfish 500 points; striped marlin, white marlin and roundscale spearfish 250 points; longbill, shortbill and Mediterranean spearfish 150 points; sailfish (Atlantic or Indo-Pacific) 100 points.',
        'Points go to the angler holding the rod at the release and to the boat. Ties are broken in favour of the boat or angler that reached the tied score first, judged by the time of the release in the video. Provisional results are published in the app after each fishing day and become final when the protest period closes.',
      ],
    },
    {
      heading: "Protests and judges' decisions",
      paragraphs: [
        'Any registered captain or angler may protest a catch or the conduct of another boat in the Tightlines app, with reasons and any evidence, within one hour after the provisional results of the day are published. The tournament notice may set a protest fee, refunded if the protest is upheld.',
        'Protests are heard by a panel of at least three judges with no interest in the boats involved. The panel reviews the video, may question the people involved, ask for original camera files and inspect tackle, and may review any catch on its own initiative.',
        "The panel decides by majority and publishes its decision with reasons in the app before the awards. Penalties range from disallowing a catch to disqualifying a boat for deliberate or repeated breaches or unsportsmanlike conduct. The panel's decision is final.",
      ],
    },
  ],
};
