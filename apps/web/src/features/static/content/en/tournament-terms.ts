import type { LegalDocumentContent } from '../legal-documents';

export const tournamentTerms: LegalDocumentContent = {
  title: 'Tournament Terms',
  effectiveDate: '2026-11-21',
  intro:
    'These Tournament Terms apply to every tournament run on Tightlines, in addition to our Terms of Service and Privacy Policy. Each tournament also has its own page, set by its organiser, showing its dates, upload deadline, official time zone, eligible species and localities, rule set, judges, entrance fee and prizes. You accept these Tournament Terms and the tournament’s rules when you join a tournament or register a team. On sporting matters — rules, scoring and prizes — the tournament page prevails; on everything else, these Terms prevail.',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        'To enter you need a Tightlines account with your home locality saved in your profile. Tournaments are open to anglers, mates, captains and boats, and an organiser may limit a tournament to the members of a club.',
        'You must hold every fishing licence and permit that applies to you, follow the regulations on seasons, sizes, bag limits and protected species, and be old enough to enter under the laws where you live — or have a parent’s or guardian’s consent where the organiser accepts junior entries.',
        'Judges may not compete in a tournament they judge, and must step aside from judging any entry in which they have a personal interest.',
      ],
    },
    {
      heading: 'Registration and entrance fees',
      paragraphs: [
        'You join from the tournament page: accept these Terms, confirm your locality and, for a paid tournament, pay the entrance fee by card or online wallet. A free tournament (entrance fee 0) is confirmed immediately; a paid entry is confirmed when the payment provider confirms your payment to us. Only active tournaments accept entries.',
        'Teams are registered by the team owner, who chooses the members taking part and pays any fee for the team at checkout. The team is registered once the payment is confirmed.',
        'Entrance fees are set by the organiser and shown in the tournament’s currency — US dollars unless stated otherwise. Payments are processed by our payment providers; Tightlines never stores your card number or wallet credentials.',
        'Registration closes when the tournament starts, unless the organiser allows late joining, in which case you may join until the tournament ends. Only catches made after your entry was confirmed count.',
      ],
    },
    {
      heading: 'Locality restrictions',
      paragraphs: [
        'Every tournament is Global (open to entrants everywhere), Regional (open to entrants whose home locality is in one of the listed regions) or Local (open only to entrants from the listed localities). When you join, we check the locality saved in your profile; if it does not match you will see “We’re sorry. This tournament is not available in your locality.”',
        'Catches must be made in the waters allowed by the tournament’s rules. Giving a false locality or fishing outside the permitted area leads to disqualification.',
        'Start and end times and the upload deadline are in the tournament’s official time zone, shown on its page. Global tournaments use Coordinated Universal Time (UTC).',
      ],
    },
    {
      heading: 'Rule sets',
      paragraphs: [
        'Each tournament uses one of three rule sets. The full rules document is linked from the tournament page and is what the judges apply.',
        'IGFA strict: the angling rules of the International Game Fish Association, without exceptions. The angler must hook, fight and bring the fish to the leader without help; nobody else may touch the rod, reel or line; and tackle must meet IGFA equipment regulations.',
        'IGFA modified: the IGFA angling rules with the specific exceptions listed in the tournament’s rules document — for example allowing a fish to be hooked from a rod holder or the rod to be passed between anglers. Anything not listed as an exception follows the IGFA rules.',
        'Jungle Rules: a relaxed format suited to recreational and team fishing, in which the crew may help hook and fight the fish and any tackle is allowed unless the rules document says otherwise. A catch still counts only with valid video evidence.',
        'Points, species values and any minimum sizes are set by the tournament’s rules. A fish judged released scores its point value; a fish judged not released scores zero.',
      ],
    },
    {
      heading: 'Video evidence and the upload deadline',
      paragraphs: [
        'Every catch must be supported by video recorded during the tournament. The video must show the fish clearly enough to identify the species and must show the release — or, where the rules allow a harvest, the fish landed. Footage must be continuous and unedited: no cuts that hide the leader, the fish or the release, no speed changes, and no clips combined from different fish.',
        'Upload videos in a common format (MP4, MOV, M4V, WebM or MKV). You can add up to three backup media files to a log or a session, such as a second camera angle or a photo of a measurement. Files added from your gallery rather than recorded in the app are flagged to the judges.',
        'All evidence must be uploaded before the upload deadline shown on the tournament page. Evidence uploaded after the deadline is not judged. Connectivity at sea is unreliable, so upload as soon as you are back in coverage; Tightlines is not responsible for uploads that fail because of your device or connection.',
      ],
    },
    {
      heading: 'Judging and official results',
      paragraphs: [
        'Entries are judged only by the judges the organiser names on the tournament page. Judges review each fishing log from its video evidence and mark it released (approved, scoring its points), not released (refused, scoring zero) or invalid, for example when the footage is unusable. They may correct the species, length, weight and points, and leave comments that you can read.',
        'Logs waiting for review are shown as pending. While judging is open, judges may revisit a decision, for example after looking at backup media. If you believe a decision is wrong, raise it with the organiser before judging is finished.',
        'When the judges finish judging, the results become official and irreversible. The tournament is marked Finished, its ranking is final, and no decision can be reopened, appealed or changed through Tightlines.',
        'Tightlines does not judge entries and does not review judges’ decisions, but we may act against a judge or organiser who breaches our Terms of Service.',
      ],
    },
    {
      heading: 'Disqualification',
      paragraphs: [
        'The organiser or the judges may disqualify a log, an entrant or a team for falsified, edited or recycled footage; a catch made outside the tournament’s dates or permitted area, or by someone who is not entered; a breach of the rule set; a false locality; harvesting a fish that must be released; unsportsmanlike conduct, harassment or attempts to influence a judge; or any breach of the law or of our Terms of Service.',
        'A disqualified entrant loses the points concerned and any prize, and the entrance fee is not refunded. Tightlines may also suspend accounts involved in cheating.',
      ],
    },
    {
      heading: 'Prizes',
      paragraphs: [
        'Prizes are offered, funded and paid by the organiser, not by Tightlines, unless the tournament page states that Tightlines is the organiser. The organiser must describe each prize accurately and pay it within the period announced on the tournament page, or within 30 days of the results becoming official if no period is announced.',
        'Winners may be asked to prove their identity and eligibility before a prize is paid. Taxes on prizes are the winner’s responsibility, and prizes cannot be transferred unless the organiser agrees.',
        'Tightlines is not liable for prizes an organiser fails to pay. Please report it to support@tightlines.app: we may suspend organisers who do not honour their prizes.',
      ],
    },
    {
      heading: 'Cancellation, changes and refunds',
      paragraphs: [
        'An organiser may cancel a tournament, for example for weather or safety reasons. If a paid tournament is cancelled, entrance fees paid through Tightlines are refunded in full to the original payment method, normally within 10 business days; when the money appears depends on your bank or wallet provider.',
        'If the organiser materially changes a tournament after you have joined — its dates, rule set, eligible localities or prizes — you may withdraw before it starts and receive a full refund of your entrance fee by writing to support@tightlines.app.',
        'Otherwise entrance fees are non-refundable once you have joined, including if you cannot fish, miss the upload deadline or are disqualified. Your rights under consumer protection law are not affected.',
      ],
    },
    {
      heading: 'Conduct and safety',
      paragraphs: [
        'Fish with sportsmanship and treat other crews, judges and organisers with respect, on the water and in comments. Do not interfere with other entrants’ fishing or evidence.',
        'Safety comes first. The captain has the final word on board, and no tournament justifies going out in unsafe conditions. Follow maritime regulations, carry the required safety equipment and respect other vessels and protected areas.',
      ],
    },
    {
      heading: 'Conservation and catch and release',
      paragraphs: [
        'Tightlines tournaments promote catch and release, especially of billfish. Unless a tournament’s rules expressly allow the harvest of a species, every fish must be released alive.',
        'Use tackle and techniques that give fish the best chance of survival: circle hooks where required and whenever fishing with natural bait, tackle strong enough to avoid exhausting fights, minimal handling, fish kept in the water whenever possible — billfish should never be brought on board — and a careful revival before release. If a hook cannot be removed safely, cut the leader as close to it as you can.',
        'Never target or harm protected species, and respect size and bag limits. Judges may mark a catch as not released when the video shows a fish being mishandled.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about a specific tournament should go to its organiser first. For questions about these Tournament Terms, payments and refunds, or to report cheating, write to support@tightlines.app.',
      ],
    },
  ],
};
