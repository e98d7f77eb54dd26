import { AppError, ZAuthConfig, ZEmail, ZLoginInput, ZSignInInput, ZTokens } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { REFRESH_COOKIE } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { SIGN_IN_SCOPES, WEB_CLIENT_ID } from '../../platform/idp/clients';
import type { Identity } from '../../platform/idp/identity';
import { getUserById } from '../users';
import { clearSessionCookies, setSessionCookies } from './cookies';
import * as auth from './service';
import type { PasswordSignIn } from './sign-in';

const tags = ['auth'];
const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
const ZSession = z.object({ email: z.string() });
const ZRefreshInput = z.object({ refreshToken: z.string().min(1).max(2048).optional() }).default({});
const ZLogoutInput = z
  .object({ email: ZEmail.optional(), refreshToken: z.string().min(1).max(2048).optional() })
  .default({});

/**
 * Sign-in for both kinds of clients. The browser (backend for frontend) hands its authorization code
 * to /auth/sessions/signIn and from then on holds only HttpOnly cookies; other clients use
 * /auth/login and bearer tokens.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  identity: Identity;
  secureCookies: boolean;
  signIn: PasswordSignIn;
}> = async (app, { db, identity, secureCookies, signIn }) => {
  const cookieOptions = { secure: secureCookies };

  async function startBrowserSession(
    reply: Parameters<typeof setSessionCookies>[0],
    tokens: { accessToken: string; refreshToken: string },
  ) {
    setSessionCookies(
      reply,
      {
        sealedAccessToken: await identity.sealer.seal(tokens.accessToken),
        refreshToken: tokens.refreshToken,
        refreshTtlSeconds: REFRESH_TTL_SECONDS,
      },
      cookieOptions,
    );
  }

  async function emailOf(accessToken: string): Promise<string> {
    const verified = await identity.verifyAccessToken(accessToken);
    if (!verified.ok) throw new AppError('UNAUTHENTICATED');
    const user = await getUserById(db, verified.claims.sub);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user.email;
  }

  app.get(
    '/auth/config',
    {
      schema: {
        tags,
        summary: 'Where the web app sends the browser to sign in',
        response: okResponse(ZAuthConfig),
      },
    },
    async () =>
      ok({
        issuer: identity.issuer,
        authorizationEndpoint: `${identity.issuer}/auth`,
        clientId: WEB_CLIENT_ID,
        redirectUri: `${identity.publicUrl}/`,
        scope: SIGN_IN_SCOPES,
      }),
  );

  app.post(
    '/auth/sessions/signIn',
    {
      schema: {
        tags,
        summary: 'Exchange the authorization code for a cookie session',
        body: ZSignInInput,
        response: okResponse(ZSession),
      },
      config: { abuseLimited: true },
    },
    async (request, reply) => {
      const tokens = await auth.exchangeWebCode(identity, request.body.code, request.body.codeVerifier);
      await startBrowserSession(reply, tokens);
      return ok({ email: await emailOf(tokens.accessToken) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Password sign-in for non-browser clients (bearer tokens)',
        body: ZLoginInput,
        response: okResponse(ZTokens),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request) => {
      const user = await signIn(request.body.email, request.body.password, request.ip);
      return ok(await auth.issueNativeTokens(identity, user.id));
    },
  );

  app.post(
    '/auth/session/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token: from the session cookie, or from the body for bearer clients',
        body: ZRefreshInput,
        response: okResponse(z.union([ZSession, ZTokens])),
      },
    },
    async (request, reply) => {
      const fromBody = request.body.refreshToken;
      const fromCookie = request.cookies[REFRESH_COOKIE];
      if (fromBody) return ok(await auth.refreshTokens(identity, 'native', fromBody));
      if (!fromCookie) throw new AppError('UNAUTHENTICATED');
      try {
        const tokens = await auth.refreshTokens(identity, 'web', fromCookie);
        await startBrowserSession(reply, tokens);
        return ok({ email: await emailOf(tokens.accessToken) });
      } catch (error) {
        clearSessionCookies(reply, cookieOptions);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary:
          'End the session: revoke the grant of the access token (bearer or cookie) and of the refresh token',
        body: ZLogoutInput,
        response: okResponse(z.null()),
      },
    },
    async (request, reply) => {
      const fromBody = request.body.refreshToken;
      const fromCookie = request.cookies[REFRESH_COOKIE];
      if (fromBody) await auth.revokeRefreshToken(identity, 'native', fromBody);
      if (fromCookie) await auth.revokeRefreshToken(identity, 'web', fromCookie);
      if (request.actor) {
        await auth.revokeGrant(db, request.actor.grantId);
        await auth.endProviderSessionsOf(db, request.actor.userId);
      }
      clearSessionCookies(reply, cookieOptions);
      return ok(null);
    },
  );
};
