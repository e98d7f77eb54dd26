// The teams module's public surface (docs/architecture.md): the module built once by app wiring
// (`createTeams`: routes and the paid registration's fulfilment), and who fishes a tournament in
// which team, for the judging workspace's filter and the team standings.
export { createTeams, type Teams } from './module';
export type { TeamsDeps } from './deps';
export { teamsOfTournamentMembers, type TeamOfMember } from './membership';
