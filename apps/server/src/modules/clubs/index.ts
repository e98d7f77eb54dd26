// The clubs module's public surface (docs/architecture.md): the module built once by app wiring
// (`createClubs`: routes, jobs, the paid subscription's fulfilment, the admin command's writes), and
// the membership check the tournaments module asks of a club-only tournament, and the current
// members a club's leaderboard ranks (the rankings module).
export { createClubs, type Clubs } from './module';
export type { ClubsDeps } from './deps';
export { createClub, editClub, type ClubAdminDeps, type ClubEditor } from './admin';
export { clubExists, currentClubMemberIds, isCurrentClubMember } from './membership';
