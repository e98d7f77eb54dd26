// Tournament catches (issue 21 point 7): what the session form, the fish logs and the tournament
// page mount.
export { CatchFlagBadges } from './catch-flag-badges';
export { CatchJudging } from './catch-judging';
export { ObjectOfTheDay, ObjectOfTheDayCard } from './object-of-the-day';
export { TournamentSessionBadge, TournamentSessionField } from './tournament-session-field';
export { EVIDENCE_LABELS } from './evidence-labels';
