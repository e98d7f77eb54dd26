// The writes the demo world (db/seed) makes as this module makes them: a session, its team, its
// logs and its counters. Only the seed uses them; the app writes through the routes' services.
export { bumpCounter, insertSession, replaceTeam } from './repo';
export { addLog } from './log-service';
