import { AppError, messageKeys } from '@tightlines/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from './identity';
import {
  SocialSignInRefused,
  type FindOrCreateSocialAccount,
  type SocialRoundTrip,
  type SocialSignIn,
} from './social';

const ROUND_TRIP_COOKIE = 'tl_social';
const ROUND_TRIP_TTL_SECONDS = 10 * 60;
const ZStartParams = z.object({
  uid: z.string().regex(/^[\w-]{10,64}$/),
  provider: z.string().regex(/^[a-z0-9-]{2,30}$/),
});

/**
 * "Sign in with <provider>" on the hosted page: leave for the upstream provider, come back to
 * /idp/social/callback, then finish our own interaction as that person, or with an error the app
 * shows (e.g. the upstream provider did not share the person's name).
 */
export async function registerSocialRoutes(
  app: FastifyInstance,
  {
    identity,
    social,
    secureCookies,
    findOrCreateSocialAccount,
  }: {
    identity: Identity;
    social: SocialSignIn;
    secureCookies: boolean;
    findOrCreateSocialAccount: FindOrCreateSocialAccount;
  },
): Promise<void> {
  app.get(
    '/idp/interaction/:uid/social/:provider',
    { schema: { hide: true, params: ZStartParams } },
    async (request, reply) => {
      const { uid, provider: providerName } = request.params as z.infer<typeof ZStartParams>;
      const provider = social.find(providerName);
      const interaction = await identity.provider.Interaction.find(uid);
      if (!provider || !interaction) throw new AppError('NOT_FOUND');
      const { url, roundTrip } = await social.start(provider, uid);
      reply.setCookie(ROUND_TRIP_COOKIE, await identity.sealer.seal(JSON.stringify(roundTrip)), {
        httpOnly: true,
        secure: secureCookies,
        sameSite: 'lax',
        path: '/idp/social',
        maxAge: ROUND_TRIP_TTL_SECONDS,
      });
      return reply.redirect(url, 303);
    },
  );

  app.get('/idp/social/callback', { schema: { hide: true } }, async (request, reply) => {
    const sealed = request.cookies[ROUND_TRIP_COOKIE];
    const roundTrip = sealed ? parseRoundTrip(await identity.sealer.unseal(sealed)) : null;
    const interaction = roundTrip ? await identity.provider.Interaction.find(roundTrip.uid) : undefined;
    reply.clearCookie(ROUND_TRIP_COOKIE, { path: '/idp/social' });
    if (!roundTrip || !interaction) throw new AppError('NOT_FOUND', { key: 'signInPageExpired' });

    try {
      const profile = await social.finish(roundTrip, new URL(request.url, identity.publicUrl));
      const user = await findOrCreateSocialAccount(profile);
      interaction.result = { login: { accountId: user.id } };
    } catch (error) {
      request.log.info({ err: error }, 'social sign-in refused');
      const description = error instanceof SocialSignInRefused ? error.key : messageKeys.socialNotConfirmed;
      interaction.result = { error: 'access_denied', error_description: description };
    }
    await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
    return reply.redirect(interaction.returnTo, 303);
  });
}

function parseRoundTrip(value: string | null): SocialRoundTrip | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as SocialRoundTrip;
  } catch {
    return null;
  }
}
