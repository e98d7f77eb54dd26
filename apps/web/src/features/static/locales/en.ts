/**
 * The static pages' words: legal pages' frame, access refused, search and "Our app". The legal
 * documents' prose lives in content/<language>/ as whole documents (ADR 009, follow-up).
 */
export default {
  'static.legal.effectiveDate': 'Effective date: {date}',
  'static.legal.tableOfContents': 'Table of contents',
  'static.legal.contents': 'Contents',
  'static.legal.effectiveSince': '{title} — effective {date}.',
  'static.legal.backToTop': 'Back to top',

  'static.forbidden.eyebrow': 'Error 403 · Access refused',
  'static.forbidden.title': 'You don’t have access to this page',
  'static.forbidden.lead':
    'Your account isn’t allowed to see the page you tried to open. Nothing has been changed.',
  'static.forbidden.reasons': 'This usually happens because',
  'static.forbidden.reason.session': 'You are not signed in, or your session has expired.',
  'static.forbidden.reason.permission':
    'Your account does not have the permission this page needs — for example, only the judges named for a tournament can judge it, and only its organiser can manage it.',
  'static.forbidden.reason.private':
    'The content is private or hidden by its owner, or it is no longer available.',
  'static.forbidden.home': 'Back to home',
  'static.forbidden.signIn': 'Sign in',
  'static.forbidden.contact':
    'Think you should have access? Contact {email} and tell us which page you were trying to open.',

  'static.search.title': 'Find fishing sessions and rules',
  'static.search.lead':
    'Today Tightlines is where fishing sessions are logged and shared. Pick where to start.',
  'static.search.whereToLook': 'Where to look',
  'static.search.feed.title': 'Fishing sessions',
  'static.search.feed.description':
    'The public feed shows the latest sessions, newest first. Open one to see its videos, catch summary, weather and crew — and the anglers behind it.',
  'static.search.feed.action': 'Open the feed',
  'static.search.mine.title': 'Your own sessions',
  'static.search.mine.description':
    'My Fishlogs keeps every session you logged, hidden ones included, with a map of your catches. You need to be signed in.',
  'static.search.mine.action': 'Open My Fishlogs',
  'static.search.rules.title': 'Tournaments',
  'static.search.rules.description':
    'Upcoming, current and past tournaments by place, species and dates, with the rule sets they are fished under.',
  'static.search.rules.action': 'Find a tournament',
  'static.search.leaderboard.title': 'Leaderboards',
  'static.search.leaderboard.description':
    'The top boats, captains, mates and anglers of the day, week, month or year, by species, water type and place, with officially judged catches marked as verified.',
  'static.search.leaderboard.action': 'Open the leaderboards',
  'static.search.teams.title': 'Teams',
  'static.search.teams.description':
    'Crews of a captain, mates and anglers, registered together for a tournament, with their own standings.',
  'static.search.teams.action': 'Register a team',
  'static.search.tips': 'Search tips',
  'static.search.tip.links': 'Received a link from a friend? Shared sessions open straight from the link.',
  'static.search.tip.spots':
    'Fishing spots are never searchable. Positions are shown only as far as each angler’s privacy settings allow.',
  'static.search.tip.crew':
    'Naming your crew on a session? Type a name, surname or e-mail in the team member field to find them.',

  'static.ourApp.badge': 'For anglers, crews and boats',
  'static.ourApp.title': 'Every bite, every release, on the record',
  'static.ourApp.lead':
    'Tightlines is the log book of sport fishing. Film your catches, log every fish and share your sessions with your crew and the fleet — from your phone or your desktop.',
  'static.ourApp.createAccount': 'Create your account',
  'static.ourApp.seeSessions': 'See the latest sessions',
  'static.ourApp.features': 'What you can do with Tightlines',
  'static.ourApp.carousel': 'Tightlines features',
  'static.ourApp.previousSlide': 'Previous slide',
  'static.ourApp.nextSlide': 'Next slide',
  'static.ourApp.slide': '{position} of {count}: {title}',
  'static.ourApp.shownSlide': 'Slide {position} of {count}',
  'static.ourApp.goToSlide': 'Go to slide {position}',
  'static.ourApp.video.title': 'Log every session on video',
  'static.ourApp.video.text':
    'Record bites, raises, releases and harvests as they happen. Each fish log keeps its video, species, size, time and position, and up to three backup clips or photos. Publish a session, hide it, or share a link with your crew.',
  'static.ourApp.feed.title': 'Follow the fleet',
  'static.ourApp.feed.text':
    'The public feed shows the latest sessions, newest first, with their videos, catches and crew. Comment on a session or share it with a link.',
  'static.ourApp.boats.title': 'Your boats and crew',
  'static.ourApp.boats.text':
    'Keep your boats with their motors, your fishing experience and the units you measure in on your profile, and name the crew who fished each session with you.',
  'static.ourApp.spots.title': 'Your spots stay yours',
  'static.ourApp.spots.text':
    'GPS positions map your own catches. Your privacy settings decide what other anglers see — hidden, approximate or exact — and your exact spots are never shown beyond what you allow.',
  'static.ourApp.leaderboards.title': 'Leaderboards',
  'static.ourApp.leaderboards.text':
    'See the top boats, captains, mates and anglers by the points of their released fish, today, this week, this month or this year. Catches judged in a tournament are marked as verified, and you choose in your privacy settings whether you appear.',
  'static.ourApp.tournaments.title': 'Video-judged tournaments',
  'static.ourApp.tournaments.text':
    'Free or paid online tournaments under IGFA strict, IGFA modified or Jungle Rules, judged from video.',
  'static.ourApp.clubs.title': 'Clubs',
  'static.ourApp.clubs.text':
    'Follow the clubs near you, join them (free or by a yearly subscription), see their leaderboards and fish their club-only tournaments.',
  'static.ourApp.teams.title': 'Teams',
  'static.ourApp.teams.text':
    'Make your crew a team of captain, mates and anglers, register it for offshore tournaments (paying the entry once for the whole crew) and follow the team standings beside the boats and anglers.',
  'static.ourApp.howItWorks': 'How it works',
  'static.ourApp.step': 'Step {number}',
  'static.ourApp.step.account.title': 'Create your account',
  'static.ourApp.step.account.text':
    'Sign up with your e-mail or a social account, choose your role — Angler, Mate, Captain or Boat — and save your home locality.',
  'static.ourApp.step.fish.title': 'Fish and film',
  'static.ourApp.step.fish.text':
    'Start a session, film each catch and release, and upload when you are back in coverage. Add up to three backup clips or photos to any log.',
  'static.ourApp.step.share.title': 'Share it',
  'static.ourApp.step.share.text':
    'Publish the session to the public feed, send its link to your crew, and read what others say about it.',
  'static.species.title': 'Species you can log',
  'static.species.lead':
    'Billfish count in billfish tournaments and rankings; every other species counts in All Species events.',
  'static.species.billfish': 'Billfish ({count, number})',
  'static.species.others': 'All other species ({count, number})',
} as const;
