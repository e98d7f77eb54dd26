/** The judging API's addresses (JUDGING-API.md), in one place. */
const enc = encodeURIComponent;

export const judgingPaths = {
  tournaments: () => '/judging/tournaments',
  overview: (tournamentId: string) => `/judging/tournaments/${enc(tournamentId)}`,
  catches: (tournamentId: string) => `/judging/tournaments/${enc(tournamentId)}/catches`,
  decision: (tournamentId: string, catchId: string) =>
    `/judging/tournaments/${enc(tournamentId)}/catches/${enc(catchId)}/decision`,
  notes: (tournamentId: string, catchId: string) =>
    `/judging/tournaments/${enc(tournamentId)}/catches/${enc(catchId)}/notes`,
  comments: (tournamentId: string, catchId: string) =>
    `/judging/tournaments/${enc(tournamentId)}/catches/${enc(catchId)}/comments`,
  finish: (tournamentId: string) => `/judging/tournaments/${enc(tournamentId)}/finish`,
};
