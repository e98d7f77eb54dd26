import { AppError, messageKeys, ZLoginInput } from '@tightlines/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok, okResponse } from '../../http/envelope';
import { sendError } from '../../http/error-handler';
import type { Spa } from '../../http/spa';
import type { Identity } from './identity';
import type { FindOrCreateSocialAccount, SocialSignIn } from './social';
import { registerSocialRoutes } from './social-routes';

const tags = ['identity provider'];
const ZUidParams = z.object({ uid: z.string().regex(/^[\w-]{10,64}$/) });
const ZInteractionDetails = z.object({
  uid: z.string(),
  prompt: z.string(),
  clientName: z.string(),
  loginHint: z.string().nullable(),
  screen: z.enum(['login', 'register']),
  socialProviders: z.array(z.object({ name: z.string(), label: z.string() })),
});
const ZRedirect = z.object({ redirectTo: z.string() });

export interface IdpRoutesOptions {
  db: Db;
  identity: Identity;
  spa: Spa | null;
  social: SocialSignIn;
  /** The account behind a social sign-in (the users module's, passed in by app wiring). */
  findOrCreateSocialAccount: FindOrCreateSocialAccount;
  secureCookies: boolean;
  /** The product's password sign-in (with its failure counting), shared with POST /api/auth/login. */
  signIn: (email: string, password: string, address: string) => Promise<{ id: string }>;
}

/**
 * Everything under /idp: our hosted sign-in pages and their small JSON API (interactions), and the
 * OpenID Connect provider itself for every other path (discovery, JWKS, authorize, token, revocation…).
 */
export async function registerIdpRoutes(app: FastifyInstance, options: IdpRoutesOptions): Promise<void> {
  await app.register(interactionRoutes, { prefix: '/idp', ...options });
  await registerSocialRoutes(app, options);
  await app.register(providerPassthrough, { prefix: '/idp', identity: options.identity });
}

const interactionRoutes: FastifyPluginAsyncZod<IdpRoutesOptions> = async (
  app,
  { identity, spa, social, signIn },
) => {
  const { provider } = identity;

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // The interaction expired or its cookie is missing: the page offers to start signing in again.
      throw new AppError('NOT_FOUND', { key: 'signInPageExpired' });
    }
  }

  app.get('/interaction/:uid', { schema: { hide: true, params: ZUidParams } }, async (_request, reply) => {
    if (!spa) throw new AppError('NOT_FOUND');
    return spa.sendIndex(reply);
  });

  app.get(
    '/interaction/:uid/details',
    {
      schema: {
        tags,
        summary: 'What the hosted sign-in page must ask for',
        params: ZUidParams,
        response: okResponse(ZInteractionDetails),
      },
    },
    async (request, reply) => {
      const interaction = await details(request, reply);
      const params = interaction.params as { login_hint?: string; screen?: string };
      const client = await provider.Client.find(String(interaction.params.client_id));
      return ok({
        uid: interaction.uid,
        prompt: interaction.prompt.name,
        clientName: client?.clientName ?? 'Tightlines',
        loginHint: params.login_hint ?? null,
        screen: params.screen === 'register' ? ('register' as const) : ('login' as const),
        socialProviders: social.list(),
      });
    },
  );

  app.post(
    '/interaction/:uid/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password on the hosted page',
        params: ZUidParams,
        body: ZLoginInput,
        response: okResponse(ZRedirect),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request, reply) => {
      await details(request, reply);
      const user = await signIn(request.body.email, request.body.password, request.ip);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: user.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return ok({ redirectTo });
    },
  );

  app.post(
    '/interaction/:uid/abort',
    {
      schema: {
        tags,
        summary: 'Leave the hosted sign-in page',
        params: ZUidParams,
        response: okResponse(ZRedirect),
      },
    },
    async (request, reply) => {
      await details(request, reply);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: messageKeys.signInLeft },
        { mergeWithLastSubmission: false },
      );
      return ok({ redirectTo });
    },
  );
};

/** Hands the request, untouched, to the provider (a Koa app) with the /idp prefix stripped. */
const providerPassthrough = async (app: FastifyInstance, { identity }: { identity: Identity }) => {
  const callback = identity.handle;
  // The provider reads its own request bodies (form posts to /token, /token/revocation…).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    // Our hosted-page API lives under /interaction; anything there that no route matched is ours to refuse.
    if (request.url.startsWith('/idp/interaction/'))
      return sendError(request, reply, new AppError('NOT_FOUND'));
    // Security headers set by our hooks must reach the provider's answers too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').replace(/^\/idp/, '') || '/';
    void callback(raw, reply.raw);
  };
  app.all('/', { schema: { hide: true } }, handler);
  app.all('/*', { schema: { hide: true } }, handler);
};
