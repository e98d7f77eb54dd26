/**
 * Tournaments: the list (`tournaments.list.*`), one tournament's page (`tournaments.detail.*`),
 * joining (`tournaments.join.*`) and the creation wizard (`tournaments.wizard.*`).
 */
export default {};
