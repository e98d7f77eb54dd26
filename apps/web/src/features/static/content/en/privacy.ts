import type { LegalDocumentContent } from '../legal-documents';

export const privacy: LegalDocumentContent = {
  title: 'Privacy Policy',
  effectiveDate: '2026-11-21',
  intro:
    'This Privacy Policy explains what personal data Tightlines (“we”, “us”) collects when you use our website and applications (the “Service”), why we collect it, who we share it with, how long we keep it and the choices you have. Tightlines is the controller of the personal data described here. Words such as “session”, “tournament” and “User Content” have the meaning given in our Terms of Service.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account data: your name, e-mail address, password (held by our sign-in service only as a secure hash) or the identifier of the social sign-in provider you use, your role (Angler, Mate, Captain or Boat), gender, birthday, nationality, home locality, address and phone number if you add them, profile photo, preferred units and privacy settings.',
        'Fishing profile: your boats (name, hull number, type, make, size, motor and propeller details), your fishing experience (years, fishing and work type, countries) and the clubs and teams you belong to.',
        'Fishing sessions and logs: start and finish times, team members, species, bites, raises, releases and harvests, length, weight and points, comments, and the GPS coordinates where sessions and catches were recorded, together with the weather conditions we look up for that time and place.',
        'Videos and photos: the media you upload, their thumbnails and technical details such as recording start and end times, file size, duration and whether a file was added from your gallery.',
        'Tournament data: tournaments you organise, join or judge, your team, the judges’ decisions and comments on your logs, and results.',
        'Payment data: card and wallet payments are handled by our payment providers. We never receive or store your full card number or wallet credentials. We keep a record of each transaction: amount, currency, description, status, payment method and type, and the provider’s confirmation number.',
        'Technical data: IP address, browser and device information, and the records our servers produce when they handle your requests, including security events such as failed sign-in attempts. Messages you send to our support team are kept with your account.',
      ],
    },
    {
      heading: 'Your fishing spots and GPS coordinates',
      paragraphs: [
        'A good spot is worth protecting. We store the coordinates of your catches so that you can see your own logs on the map, so that regional and local filters work on leaderboards and tournaments, and so that judges can check that a tournament catch was made in the permitted area.',
        'We never show the exact location of your catches to other anglers beyond what your privacy settings allow. What others can see also depends on their role — for example, anglers and mates are not shown log coordinates. The public feed and leaderboards use region and locality names, not coordinates.',
        'You can change your privacy settings at any time in My Profile, and changes apply immediately to what others can see. Sharing a session by link shares only what your settings allow.',
      ],
    },
    {
      heading: 'Why we use your information',
      paragraphs: [
        'To provide the Service under our contract with you: to create and secure your account, show your sessions, feed, leaderboards, clubs and teams, store and stream your videos, and send you notifications.',
        'To run tournaments: to check eligibility and locality, register entries and teams, let the named judges review evidence, compute results and publish official rankings.',
        'To process payments and meet legal obligations: to confirm entrance fees and club subscriptions with the payment provider, keep accounting records, and handle refunds and disputes.',
        'For our legitimate interests: to prevent fraud, cheating and abuse, enforce our Terms, investigate security incidents, and understand — through aggregated or limited usage data, such as which localities ask for tournaments — how to improve the Service.',
        'To communicate with you: service messages such as password-reset e-mails, receipts and tournament or club notices. We send marketing only if you opt in, and you can opt out at any time.',
        'We do not sell your personal data, we do not use it for third-party advertising, and we do not make automated decisions that have legal or similarly significant effects on you. Tournament entries are judged by people.',
      ],
    },
    {
      heading: 'How information is shared',
      paragraphs: [
        'With other users, according to your privacy settings: your public profile (name, photo, role and locality), the sessions and comments you publish, and your leaderboard positions and tournament results. Hidden sessions are visible only to you.',
        'With organisers and judges of the tournaments you join, who see your name, team, entry and evidence; and with the clubs you join, which see your name and membership status.',
        'With service providers that process data for us under contract: cloud hosting and media storage, payment providers, e-mail delivery, the social sign-in provider you choose, and map imagery and weather data providers. Weather providers receive only the coordinates and time needed to look up conditions, never your identity.',
        'When the law requires it, or when it is necessary to protect the rights, property or safety of our users, the public or Tightlines; and, subject to this Policy, to a successor if Tightlines is involved in a merger, acquisition or sale of assets.',
      ],
    },
    {
      heading: 'How long we keep data',
      paragraphs: [
        'We keep account data for as long as your account is open. A session you delete is removed from the Service immediately and erased from our systems within 30 days. You can delete your account yourself in My Profile (Edit profile, Delete account), with your password or a fresh sign-in. It takes effect at once: your profile, privacy and e-mail settings, fishing experience, sessions and fish logs, videos, pictures and backup media, comments, crew places, shares, boats, club memberships and requests, tournament drafts and notifications are deleted, every sign-in ends, your media stop being served at once and leave our storage shortly after, and your e-mail address can register again. They leave our backups within a further 90 days.',
        'Some records must outlive an account, and keep a row that no longer names you (“Deleted account”, without your e-mail): tournament entries you paid for and your tournament sessions with their catches, which the standings, the judges’ decisions and other anglers’ results rely on (their videos are no longer shown); payments and checkouts, which tax and accounting law require us to keep; judges’ invitations and decisions, and moderators’ actions. Official results published before your account was deleted are a signed historical record whose file cannot change without breaking its verification: they may continue to show your name or team unless you ask us to anonymise them. Transaction records are kept for as long as tax and accounting law requires. Server and security logs are kept for no longer than 12 months.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Access and correction: you can see and edit most of your data in My Profile, and you can ask us for a copy of all the personal data we hold about you or to correct anything that is wrong.',
        'Deletion: you can delete sessions, logs and backup media yourself at any time, and delete your whole account in My Profile.',
        'Export: you can download your sessions and fish logs yourself as CSV or GPX from My Fishlogs, and download all your data yourself from My Profile (Edit profile, Your data): one zip with your profile, sessions, fish logs, comments, entries, payments, teams, clubs and notifications as JSON files, and your pictures and videos. It is prepared in the background, we tell you in the app and by e-mail when it is ready, only you can download it, and it is deleted after 7 days.',
        'Objection, restriction and consent: you can object to processing based on our legitimate interests, ask us to restrict processing, and withdraw any consent you have given, such as for marketing.',
        'To exercise these rights, write to support@tightlines.app from the e-mail address of your account. We reply within 30 days and may ask you to confirm your identity first. You also have the right to complain to your local data protection authority.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'Tightlines uses only essential cookies. When you sign in we set session cookies that keep you signed in and protect your requests. They are HttpOnly, so scripts running in the page cannot read them, and SameSite, so other sites cannot use them. They are removed when you sign out or when they expire.',
        'We do not use advertising, analytics or cross-site tracking cookies, which is why we do not show a cookie banner.',
        'The app also keeps a few functional values in your browser’s storage — for example your e-mail address and basic profile so pages load quickly, when we last invited you to sign in, and which tournament you are judging. Access tokens are never kept there. You can clear these values in your browser settings at any time.',
        'When you use a social sign-in provider or a payment provider’s checkout page, that provider may set its own cookies under its own policy.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect your data with encryption in transit, signed and time-limited links for videos, session tokens that page scripts cannot read, hashed passwords, permission checks on our servers for every change, and access to production systems limited to the staff who need it.',
        'No system is perfectly secure. If a security incident affects your personal data, we will notify you and the relevant authorities as the law requires. You can help by using a strong, unique password and signing out on shared devices.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Our service providers may process data in countries other than yours. When they do, we rely on appropriate safeguards, such as standard contractual clauses approved by the relevant authorities.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The Service is not directed to children under 16 and we do not knowingly collect their personal data. If a child appears in your fishing videos, please make sure you have their parent’s or guardian’s permission. If you believe a child under 16 has an account, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this Policy',
      paragraphs: [
        'We will tell you about material changes by e-mail or in the Service before they take effect. The effective date at the top of this page shows which version applies.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For any question about privacy or to exercise your rights, write to support@tightlines.app with “Privacy” in the subject line.',
      ],
    },
  ],
};
