import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { JUDGING_ROWS } from './judging-rows';
import { MEDIA_ROWS } from './media-rows';
import { CLUB_AND_RANKING_ROWS } from './clubs-rows';
import { NOTIFICATION_ROWS } from './notifications-rows';
import { PAYMENT_ROWS } from './payments-rows';
import { PROFILE_ROWS } from './profile-rows';
import { SESSION_ROWS } from './sessions-rows';
import { SHARE_PREVIEW_ROWS } from './share-preview-rows';
import { TEAM_ROWS } from './teams-rows';
import { TOURNAMENT_ROWS } from './tournaments-rows';
import { USERS_SEARCH_ROWS } from './users-search-rows';

export type { CaseContext, MatrixRow, Relation } from './matrix-row';
import type { TestApp } from '../build-test-app';
import { createUser, TEST_PASSWORD, verificationSecretOf } from '../factories';
import type { CaseContext, MatrixRow } from './matrix-row';

const catalogue = (url: string): MatrixRow => ({
  method: 'GET',
  url,
  access: { kind: 'public' },
  request: () => ({ url }),
});

async function resetSecretFor(t: TestApp, email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${email}` });
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
  const secret = /resetPassword=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];

  if (!secret) throw new Error(`no reset mail for ${email}`);
  return secret;
}

function ownEmail(ctx: CaseContext): string {
  if (ctx.relation === 'other') return ctx.other.email;
  if (ctx.relation === 'missing') return `missing-${randomUUID().slice(0, 8)}@example.com`;
  return ctx.actor.user?.email ?? ctx.other.email;
}

export const ROUTE_MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/health', access: { kind: 'public' }, request: () => ({ url: '/api/health' }) },
  { method: 'GET', url: '/api/ready', access: { kind: 'public' }, request: () => ({ url: '/api/ready' }) },
  {
    method: 'GET',
    url: '/api/version',
    access: { kind: 'public' },
    request: () => ({ url: '/api/version' }),
  },

  catalogue('/api/species'),
  catalogue('/api/regions'),
  catalogue('/api/countries'),
  catalogue('/api/rules'),
  catalogue('/api/roles'),
  catalogue('/api/genders'),
  catalogue('/api/units'),
  catalogue('/api/ports'),
  catalogue('/api/fishingTypes'),
  catalogue('/api/workTypes'),
  catalogue('/api/boats/types'),
  catalogue('/api/boats/makes'),
  catalogue('/api/motors/makes'),
  catalogue('/api/propellers/manufacturers'),
  {
    method: 'GET',
    url: '/api/regions/:regionName/localities',
    access: { kind: 'public' },
    request: async ({ t }) => {
      const [region] = (await t.app.inject({ url: '/api/regions' })).json().result as {
        regionName: string;
      }[];

      return { url: `/api/regions/${encodeURIComponent(region!.regionName)}/localities` };
    },
  },
  {
    method: 'GET',
    url: '/api/countries/:countryName/states',
    access: { kind: 'public' },
    request: () => ({ url: '/api/countries/CR/states' }),
  },
  {
    method: 'GET',
    url: '/api/rules/:slug',
    access: { kind: 'public' },
    request: () => ({ url: '/api/rules/igfa-strict' }),
  },

  {
    method: 'GET',
    url: '/api/auth/config',
    access: { kind: 'public' },
    request: () => ({ url: '/api/auth/config' }),
  },
  {
    method: 'POST',
    url: '/api/auth/sessions/signIn',
    access: {
      kind: 'covered',
      by: 'modules/auth/browser-session.test.ts (needs a code from the browser flow)',
    },
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    access: { kind: 'public' },
    request: async ({ freshUser }) => {
      const user = await freshUser();
      return {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/session/refresh',
    access: { kind: 'public' },
    request: async ({ freshUser }) => ({
      method: 'POST',
      url: '/api/auth/session/refresh',
      payload: { refreshToken: (await freshUser()).tokens.refreshToken },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/logout',
    access: { kind: 'public' },
    // A logout revokes the grant of the bearer token it carries: the fresh user's, not the actor's,
    // whose session the other rows still need.
    request: async ({ freshUser }) => {
      const user = await freshUser();
      return {
        method: 'POST',
        url: '/api/auth/logout',
        headers: user.auth,
        payload: { refreshToken: user.tokens.refreshToken },
      };
    },
  },

  {
    method: 'GET',
    url: '/api/users',
    access: { kind: 'owned', others: 'hidden' },
    request: (ctx) => ({ url: `/api/users?userEmail=${encodeURIComponent(ownEmail(ctx))}` }),
  },
  {
    method: 'POST',
    url: '/api/register',
    access: { kind: 'public' },
    request: () => ({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Matrix',
        lastname: 'Register',
        email: `register-${randomUUID().slice(0, 8)}@example.com`,
        password: TEST_PASSWORD,
        roleName: 'Angler',
        nationalityName: 'Panama',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/register/email_available',
    access: { kind: 'public' },
    request: () => ({
      method: 'POST',
      url: '/api/register/email_available',
      payload: { email: `available-${randomUUID().slice(0, 8)}@example.com` },
    }),
  },
  {
    method: 'PUT',
    url: '/api/users/changePass',
    access: { kind: 'signed-in' },
    request: ({ actor, other }) => {
      const user = actor.user ?? other;
      return {
        method: 'PUT',
        url: '/api/users/changePass',
        payload: { email: user.email, oldPassword: user.password, newPassword: user.password },
      };
    },
  },
  {
    method: 'PUT',
    url: '/api/users/me/language',
    access: { kind: 'signed-in' },
    request: () => ({ method: 'PUT', url: '/api/users/me/language', payload: { language: 'es' } }),
  },
  {
    method: 'PUT',
    url: '/api/users/me/locality',
    access: { kind: 'signed-in' },
    request: async ({ t }) => {
      const [region] = (await t.app.inject({ url: '/api/regions' })).json().result as {
        regionName: string;
      }[];

      const [locality] = (
        await t.app.inject({ url: `/api/regions/${encodeURIComponent(region!.regionName)}/localities` })
      ).json().result as { localityUUID: string }[];

      return {
        method: 'PUT',
        url: '/api/users/me/locality',
        payload: { localityUUID: locality!.localityUUID },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/accounts/forgot_pass/:userEmail',
    access: { kind: 'public' },
    request: async ({ freshUser }) => ({
      method: 'POST',
      url: `/api/accounts/forgot_pass/${(await freshUser()).email}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/accounts/forgot_pass/:requestUuid',
    access: { kind: 'public' },
    request: async ({ t, freshUser }) => ({
      url: `/api/accounts/forgot_pass/${await resetSecretFor(t, (await freshUser()).email)}`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/accounts/forgot_pass/:requestUuid',
    access: { kind: 'public' },
    request: async ({ t, freshUser }) => ({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${await resetSecretFor(t, (await freshUser()).email)}`,
      payload: { newPassword: 'matrix new password' },
    }),
  },
  {
    method: 'GET',
    url: '/api/accounts/email_verification',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/accounts/email_verification' }),
  },
  {
    // The matrix's actors verified their addresses at registration: asking for another link is a
    // conflict. The mail, its language and the hourly cap: modules/users/email-verification.test.ts.
    method: 'POST',
    url: '/api/accounts/email_verification',
    access: { kind: 'signed-in' },
    request: () => ({ method: 'POST', url: '/api/accounts/email_verification' }),
    success: [409],
  },
  {
    // The link mailed to the address is the credential: anyone holding it may use it, once.
    method: 'PUT',
    url: '/api/accounts/email_verification/:requestUuid',
    access: { kind: 'public' },
    request: async ({ t }) => {
      const { email } = await createUser(t, { verified: false });
      return {
        method: 'PUT',
        url: `/api/accounts/email_verification/${await verificationSecretOf(t, email)}`,
      };
    },
  },
  {
    method: 'POST',
    url: '/api/accounts/confirm_password',
    access: { kind: 'public' },
    request: async ({ t, freshUser }) => {
      const user = await freshUser();
      return {
        method: 'POST',
        url: '/api/accounts/confirm_password',
        payload: {
          username: user.email,
          password: 'matrix new password',
          verificationCode: await resetSecretFor(t, user.email),
        },
      };
    },
  },
  ...PROFILE_ROWS,
  ...SESSION_ROWS,
  ...MEDIA_ROWS,
  ...SHARE_PREVIEW_ROWS,
  ...USERS_SEARCH_ROWS,
  ...PAYMENT_ROWS,
  ...TOURNAMENT_ROWS,
  ...JUDGING_ROWS,
  ...NOTIFICATION_ROWS,
  ...CLUB_AND_RANKING_ROWS,
  ...TEAM_ROWS,
  {
    method: 'GET',
    url: '/api/dev/outbox',
    access: { kind: 'covered', by: 'e2e/tests/identity.spec.ts (MAIL_OUTBOX_API=1 only)' },
  },
  {
    method: 'GET',
    url: '/api/dev/mail',
    access: { kind: 'covered', by: 'modules/mail/mail.test.ts (MAIL_OUTBOX_API=1 only)' },
  },
  {
    // The link's random token is the credential: no sign-in, one kind of one user's mail.
    method: /^(GET|POST)$/,
    url: '/api/mail/unsubscribe',
    access: {
      kind: 'covered',
      by: 'modules/mail/unsubscribe.test.ts (no sign-in; a token turns off its one kind; a forged one 404, a malformed one 400)',
    },
  },

  {
    method: 'GET',
    url: '/idp/interaction/:uid',
    access: { kind: 'covered', by: 'e2e/tests/identity.spec.ts (the hosted page)' },
  },
  {
    method: 'GET',
    url: '/idp/interaction/:uid/details',
    access: { kind: 'covered', by: 'modules/auth/browser-session.test.ts' },
  },
  {
    method: 'POST',
    url: '/idp/interaction/:uid/login',
    access: { kind: 'covered', by: 'modules/auth/browser-session.test.ts' },
  },
  {
    method: 'POST',
    url: '/idp/interaction/:uid/abort',
    access: { kind: 'covered', by: 'e2e/tests/identity.spec.ts' },
  },
  {
    method: 'GET',
    url: '/idp/interaction/:uid/social/:provider',
    access: { kind: 'covered', by: 'platform/idp/social.test.ts' },
  },
  {
    method: 'GET',
    url: '/idp/social/callback',
    access: { kind: 'covered', by: 'platform/idp/social.test.ts' },
  },
  {
    method: /.*/,
    url: /^\/idp\/?\*?$/,
    access: { kind: 'covered', by: 'modules/auth/*.test.ts (the OpenID Connect provider)' },
  },
  {
    method: /.*/,
    url: /^\/api\/docs/,
    access: { kind: 'covered', by: 'app.http.test.ts (OpenAPI document and docs page)' },
  },
  {
    method: 'GET',
    url: /^\/(?!api\/|idp\/|media\/|pay\/)/,
    access: { kind: 'covered', by: 'e2e (the built web app, static files)' },
  },
];

/** The row that covers a registered route, if any. A HEAD route answers like its GET. */
export function rowFor(registeredMethod: string, url: string): MatrixRow | undefined {
  const method = registeredMethod === 'HEAD' ? 'GET' : registeredMethod;
  const matches = (pattern: string | RegExp, value: string) =>
    typeof pattern === 'string' ? pattern === value : pattern.test(value);
  return ROUTE_MATRIX.find((row) => matches(row.method, method) && matches(row.url, url));
}
