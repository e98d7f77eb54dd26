/** Tournament catches: the tournament session choice, the object of the day, a catch's automatic flags. */
export default {
  'tournamentCatches.session.label': 'Tournament session',
  'tournamentCatches.session.description': 'Log this session in a tournament you are fishing now',
  'tournamentCatches.session.tournament': 'Tournament',
  'tournamentCatches.session.choose': 'Choose the tournament',
  'tournamentCatches.session.loadFailed': 'Your tournaments could not be loaded.',
  'tournamentCatches.session.retry': 'Try again',
  'tournamentCatches.session.badge': 'Tournament session',
  'tournamentCatches.object.title': 'Object of the day',
  'tournamentCatches.object.showIt': 'Show it in your video: {label}',
  'tournamentCatches.object.hint': 'Write the code and show the species in every catch video today.',
  'tournamentCatches.object.notYet': "Today's object is revealed when the tournament day starts.",
  'tournamentCatches.object.loading': "Loading today's object",
  'tournamentCatches.flags.title': 'Automatic checks',
  'tournamentCatches.flag.outsideFishingArea': 'Outside the area',
  'tournamentCatches.flag.outsideFishingArea.why':
    "The catch's position is farther from the tournament's localities than its fishing area allows.",
  'tournamentCatches.flag.noPosition': 'No position',
  'tournamentCatches.flag.noPosition.why': 'The catch has no position to check against the fishing area.',
  'tournamentCatches.flag.logTimeOutsideHours': 'Logged outside the hours',
  'tournamentCatches.flag.logTimeOutsideHours.why':
    "The catch's time is before the tournament's start or after its end.",
  'tournamentCatches.flag.videoTimeOutsideHours': 'Video outside the hours',
  'tournamentCatches.flag.videoTimeOutsideHours.why':
    "The video was recorded before the tournament's start or after its end.",
  'tournamentCatches.flag.videoUsedBefore': 'Video used before',
  'tournamentCatches.flag.videoUsedBefore.why': 'The same video file is already part of another catch.',
  'tournamentCatches.flags.note': 'The judges see these checks too; a flagged catch is not rejected.',
} as const;
