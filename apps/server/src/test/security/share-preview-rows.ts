import { PNG_BYTES, uploadPicture } from '../profile-factories';
import { createSession, sessionInput, uploadVideo } from '../session-factories';
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

/** Link previews of shared sessions (issue 4): the poster behind og:image is public, like the feed. */
export const SHARE_PREVIEW_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/sessions/:uuid/poster',
    access: { kind: 'public' },
    request: async (ctx) => ({ url: `/api/sessions/${await sessionWithPoster(ctx)}/poster` }),
    success: [302],
  },
];
