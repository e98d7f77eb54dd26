// The tournaments module's public surface: its routes, its jobs, and what a paid entry grants.
export type { TournamentsDeps } from './deps';
export { tournamentRoutes } from './routes';
export { tournamentJobs } from './jobs';
export { tournamentEntryFulfilment } from './join';
export { namedJudgeGrant } from './judges';
export { paidTournamentsOrganisedBy } from './organised';
export {
  fairPlayOf,
  requireTournamentSessionStart,
  requireTournamentUploadsOpen,
  tournamentsJudgedBy,
  tournamentUploadsState,
  uploadsUntil,
} from './catches';
export { peopleOf } from './repo';
export { listJudgedTournaments } from './list';
export { presentTournaments } from './presenter';
export { requireReadableTournament } from './get-tournament';
export { tournamentPreviews } from './share-preview';
export type { JudgedTournament } from './for-judging';
export {
  findTournamentToJudge,
  judgeEmailsOf,
  markTournamentFinished,
  objectsOfCatches,
  participantIdsOf,
} from './for-judging';
// What the teams module asks of a tournament when a team registers (issue 38).
export {
  enterMembers,
  outsideClub,
  outsideLocations,
  paidEntryOf,
  requireEntryOpen,
  tournamentForEntry,
} from './entry-rules';
export type { TournamentRow } from './repo';
