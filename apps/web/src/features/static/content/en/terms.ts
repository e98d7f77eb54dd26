import type { LegalDocumentContent } from '../legal-documents';

export const terms: LegalDocumentContent = {
  title: 'Terms of Service',
  effectiveDate: '2026-11-21',
  intro:
    'These Terms of Service (“Terms”) govern your use of the Tightlines website, applications and related services (together, the “Service”), operated by Tightlines (“Tightlines”, “we”, “us”). By creating an account, entering a tournament or otherwise using the Service you agree to these Terms, to our Privacy Policy and, when you take part in a tournament, to our Tournament Terms. If you do not agree, please do not use the Service.',
  sections: [
    {
      heading: 'The Service',
      paragraphs: [
        'Tightlines is a platform for sport fishing. Anglers, mates, captains and boat owners log fishing sessions with video, follow a public feed of sessions, appear on leaderboards, belong to clubs and teams, and enter online tournaments whose catches are judged from video. Organisers create and run tournaments, and judges named by the organisers review the evidence.',
        'Some parts of the Service can be viewed without an account, such as the public feed of sessions that anglers have chosen to publish. Other features require an account, and some require a particular role or permission — for example, only the judges named for a tournament can judge it.',
        'Tightlines provides the tools. Unless we say so expressly for a specific event, we do not organise tournaments run by others, appoint or employ their judges, or hold or pay their prizes.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 16 years old to create an account. To pay entrance fees, subscribe to a paid club or receive a prize you must be old enough to enter into a binding contract where you live, or have the consent of a parent or guardian.',
        'You can register with an e-mail address and password or with a supported social sign-in provider. Give us accurate information — including your name, your role (Angler, Mate, Captain or Boat) and your home locality — and keep it up to date. Your locality decides which regional and local tournaments you can join, so misrepresenting it is a breach of these Terms.',
        'You are responsible for everything done through your account. Keep your credentials confidential, use a password of at least eight characters that you do not use anywhere else, and tell us immediately at support@tightlines.app if you believe your account has been compromised.',
        'Accounts are personal. You may not sell, transfer or share your account, or create accounts for other people without their permission. A boat profile must be managed by the boat’s owner or captain, or with their authorisation.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        '“User Content” means anything you submit to the Service: fishing sessions and fish logs, videos, photos and backup media, catch details such as species, length, weight and release time, location data, comments, club and team information, profile details and tournament descriptions.',
        'You keep ownership of your User Content. You grant Tightlines a worldwide, non-exclusive, royalty-free licence to host, store, copy, transcode, display and distribute it as needed to operate, secure and improve the Service — for example to show your sessions in the feed and on leaderboards, to let judges review your videos and to create thumbnails. The licence ends when you delete the content, except for copies held for a limited time in backups and for evidence that forms part of the official results of a tournament.',
        'You control visibility. You can hide a session so that only you see it in My Fishlogs, restore it to make it visible to everyone again, or delete it. Deletion is permanent and cannot be undone. When you share a session or a tournament by link, anyone with the link can view what you shared.',
        'You confirm that you have the rights to everything you upload, including the consent of people who can be seen or heard in your videos, and that your catch details are accurate. Videos submitted as catch evidence must be genuine, unedited recordings of that catch.',
        'We do not review User Content before it is published, but we may remove or restrict content, or limit an account, when we reasonably believe it breaches these Terms or the law. Moderators appointed by Tightlines may remove sessions and comments that break these rules.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Use the Service fairly and lawfully. Do not post content that is false, misleading, defamatory, harassing, hateful or sexually explicit, or that shows cruelty to animals beyond the ordinary practice of lawful sport fishing.',
        'Do not falsify catches or evidence. This includes submitting footage recorded outside a tournament’s dates, edited or staged footage, another angler’s catch, or false species, length, weight or location data.',
        'Do not use the Service to record or promote illegal fishing, such as catches from closed areas or seasons, protected species taken unlawfully, or fishing without a licence or permit that applies to you.',
        'Do not interfere with the Service: no scraping, automated account creation, probing or circumventing security or access controls, uploading malware, reverse engineering except where the law allows it, or placing an unreasonable load on our systems.',
        'Do not impersonate another person, boat, club or organiser, misuse other users’ personal data — including the fishing spots of other anglers — or use the Service to send unsolicited advertising.',
      ],
    },
    {
      heading: 'Location data and privacy',
      paragraphs: [
        'Sessions and fish logs can record the GPS coordinates of your catches. Your privacy settings decide how much of that location other users can see, and we never show your exact spots to other anglers beyond what those settings allow. Our Privacy Policy explains how we handle personal data and forms part of these Terms.',
        'When you enter a tournament, its judges see the evidence you submit — videos, times and catch details — so that they can judge your entry, and its organiser sees its entrants, teams and results.',
      ],
    },
    {
      heading: 'Paid features, payments and refunds',
      paragraphs: [
        'Some features are paid: tournament entrance fees, which are set by each organiser, and club subscriptions, which can cover more than one membership. The price, currency and quantity are shown before you confirm. Unless stated otherwise, prices are in US dollars.',
        'Payments are made by card or online wallet and are processed by our third-party payment providers, whose terms also apply to your payment. We never see or store your full card number or wallet credentials. We keep a record of each transaction — amount, currency, description, status, payment method and confirmation number — so that we can confirm your entry or subscription and answer questions about it.',
        'A tournament entry or club subscription is confirmed only when the payment provider confirms the payment to us. If a payment is declined, cancelled or reversed, the related entry or subscription is not active.',
        'Tournament entrance fees: if an organiser cancels a paid tournament, entrance fees paid through Tightlines are refunded in full to the original payment method. Otherwise entrance fees are non-refundable once you have joined, including if you do not fish, do not upload evidence before the deadline or are disqualified. Our Tournament Terms give the details.',
        'Club subscriptions: if a subscription is recurring, it renews at the interval shown at checkout until you cancel it. You can leave a club at any time; leave requests are processed in the background and take effect once confirmed. Leaving stops future renewals, but the current period is not refunded unless the law requires it.',
        'If you think you were charged in error, contact support@tightlines.app within 60 days of the charge, quoting the confirmation number on your receipt, and we will investigate. Nothing in these Terms takes away the rights you have under consumer protection law.',
      ],
    },
    {
      heading: 'Tournaments',
      paragraphs: [
        'Organisers set each tournament’s dates, upload deadline, eligible species and localities, rule set, entrance fee, prizes and judges. By joining a tournament or registering a team you accept its published rules and our Tournament Terms.',
        'The judges named by the organiser review each catch from its video evidence. When the judges finish judging, the results become official and irreversible. Tightlines does not decide results and is not responsible for judging decisions.',
        'Prizes are offered and paid by the organiser, not by Tightlines, unless a tournament page expressly says otherwise. Organisers are responsible for complying with the laws that apply to their event, including rules on prize competitions, permits and taxes.',
      ],
    },
    {
      heading: 'Organisers and judges',
      paragraphs: [
        'If you create a tournament, you confirm that you are entitled to run it, that its description, rules, fee and prizes are accurate, and that you will pay the prizes you announce. You are responsible for naming qualified, impartial judges and for answering entrants’ questions. We may suspend or remove a tournament that appears misleading or unlawful.',
        'If you act as a judge, you agree to judge fairly and consistently, on the evidence and the published rules only, to declare any conflict of interest to the organiser, and to use entrants’ evidence only for judging.',
      ],
    },
    {
      heading: 'Safety and third-party services',
      paragraphs: [
        'Fishing is done at your own risk. You, your captain and your crew are solely responsible for safety at sea, the seaworthiness of the vessel, decisions about weather, licences and compliance with fishing and maritime regulations. No session, leaderboard or prize is worth an unsafe risk.',
        'The Service relies on third parties such as payment providers, social sign-in providers, map imagery and weather data. Their services are governed by their own terms. Maps and weather information are provided for information only and must never be relied on for navigation or safety decisions.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The Service is provided “as is” and “as available”. To the extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Service will be uninterrupted or error-free, that every upload will succeed, or that content provided by other users is accurate.',
        'Leaderboards, points and statistics are calculated from data submitted by users and from judges’ decisions, and are provided for community and sporting purposes.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, Tightlines is not liable for indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue, data, goodwill or fishing opportunities, arising out of your use of the Service. Our total liability for all claims relating to the Service is limited to the greater of the amounts you paid to Tightlines in the twelve months before the claim arose and 100 US dollars.',
        'Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
        'You agree to indemnify Tightlines against third-party claims arising from your User Content, your breach of these Terms or of the law, or a tournament you organise, except to the extent the claim is caused by us.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You can stop using the Service at any time, and you can ask us to close your account by writing to support@tightlines.app from the e-mail address of the account. Our Privacy Policy explains what happens to your data when your account is closed.',
        'We may suspend or terminate your access if you seriously or repeatedly breach these Terms, if the law requires it, or to protect other users or the Service. Where it is reasonable to do so, we will tell you why in advance and give you the chance to respond. If we close your account without cause, we will refund any unused, prepaid part of your club subscriptions.',
        'Provisions that by their nature should survive termination — including the licence over evidence in official tournament results, payment obligations, disclaimers, limitation of liability, indemnity and governing law — continue to apply.',
      ],
    },
    {
      heading: 'Changes to the Service and these Terms',
      paragraphs: [
        'We improve the Service continuously and may add, change or remove features. If we make material changes to these Terms we will tell you by e-mail or in the Service at least 30 days before they take effect. If you continue to use the Service after that date you accept the new Terms; if you do not accept them, you can close your account before then.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the jurisdiction in which Tightlines is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring proceedings in its courts.',
        'Before starting formal proceedings, please contact us at support@tightlines.app so that we can try to resolve the matter informally. We reply to every such request within 30 days.',
        'If any provision of these Terms is found unenforceable, the rest remains in effect. Not enforcing a provision is not a waiver of it. These Terms, together with the Privacy Policy and the Tournament Terms, are the entire agreement between you and Tightlines about the Service.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about these Terms, your account or a payment? Write to support@tightlines.app. Please include the e-mail address of your account and, for payments, the confirmation number shown on your receipt.',
      ],
    },
  ],
};
