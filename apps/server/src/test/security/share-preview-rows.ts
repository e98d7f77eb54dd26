import { PNG_BYTES, uploadPicture } from '../profile-factories';
import { createSession, sessionInput, uploadVideo } from '../session-factories';
import { loadTournamentCatalogue, publishTournament, tournamentInput } from '../tournament-factories';
import type { CaseContext, MatrixRow } from './matrix-row';

/** A visible session of someone else's whose video has a poster. */
async function sessionWithPoster({ t, other }: CaseContext): Promise<string> {
  const input = await sessionInput(t);
  input.logs![0]!.video = {
    key: await uploadVideo(t, other),
    thumbnailKey: await uploadPicture(t, other, PNG_BYTES),
  };
  return createSession(t, other, input);
}

/** A published tournament of someone else's, with a picture. */
async function tournamentWithPicture({ t, other }: CaseContext): Promise<string> {
  const pictureUrl = await uploadPicture(t, other, PNG_BYTES);
  return publishTournament(t, other, tournamentInput(await loadTournamentCatalogue(t), { pictureUrl }));
}

/**
 * Link previews of shared sessions (issue 4) and tournaments (issue 35): the images behind og:image
 * are public, like the feed and the tournament list.
 */
export const SHARE_PREVIEW_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/sessions/:uuid/poster',
    access: { kind: 'public' },
    request: async (ctx) => ({ url: `/api/sessions/${await sessionWithPoster(ctx)}/poster` }),
    success: [302],
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId/picture',
    access: { kind: 'public' },
    request: async (ctx) => ({ url: `/api/tournaments/${await tournamentWithPicture(ctx)}/picture` }),
    success: [302],
  },
];
