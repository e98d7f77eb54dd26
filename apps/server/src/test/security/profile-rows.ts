import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { mailOutbox } from '../../db/schema';
import { boatInput, modelInput, motorInput } from '../profile-factories';
import { createUser, type TestUser } from '../factories';
import { noEmailOf, type CaseContext, type MatrixRow } from './matrix-row';

/** The user whose object a case is about: the actor ("own"), the other user, or nobody. */
function ownerOf(ctx: CaseContext): TestUser | null {
  if (ctx.relation === 'missing') return null;
  return ctx.relation === 'own' ? (ctx.actor.user ?? ctx.other) : ctx.other;
}

function emailFor(ctx: CaseContext): string {
  return ownerOf(ctx)?.email ?? `missing-${randomUUID().slice(0, 8)}@example.com`;
}

async function post(
  ctx: CaseContext,
  owner: TestUser,
  url: string,
  payload: object,
): Promise<Record<string, string>> {
  const response = await ctx.t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
  if (response.statusCode !== 200)
    throw new Error(`could not create ${url} for the matrix: ${response.body}`);
  return response.json().result as Record<string, string>;
}

async function equipmentOf(ctx: CaseContext, owner: TestUser) {
  const motor = await post(ctx, owner, '/api/motors', motorInput());
  const model = await post(ctx, owner, '/api/models', modelInput());
  return { motorUUID: motor.motorUUID!, modelUUID: model.modelUUID! };
}

/** A boat of the case's owner (with its motor and model), or a UUID that names nothing. */
async function boatFor(ctx: CaseContext) {
  const owner = ownerOf(ctx);
  if (!owner) return { boatUUID: randomUUID(), motorUUID: randomUUID(), modelUUID: randomUUID() };
  const equipment = await equipmentOf(ctx, owner);
  const boat = await post(
    ctx,
    owner,
    '/api/boats',
    boatInput(owner.email, equipment.motorUUID, equipment.modelUUID),
  );
  return { boatUUID: boat.boatUUID!, ...equipment };
}

/**
 * A boat whose owner (a fresh Captain) named the case's owner captain, still waiting for their
 * answer; or a UUID that names nothing.
 */
async function captaincyFor(ctx: CaseContext): Promise<string> {
  const named = ownerOf(ctx);
  if (!named) return randomUUID();
  const boatOwner = await createUser(ctx.t, { roleName: 'Captain' });
  const equipment = await equipmentOf(ctx, boatOwner);
  const boat = await post(
    ctx,
    boatOwner,
    '/api/boats',
    boatInput(named.email, equipment.motorUUID, equipment.modelUUID),
  );
  return boat.boatUUID!;
}

async function experienceFor(ctx: CaseContext): Promise<string> {
  const owner = ownerOf(ctx);
  if (!owner) return randomUUID();
  return (await post(ctx, owner, '/api/fishingExperiences', experienceInput)).experienceUUID!;
}

const experienceInput = {
  fishingTypeName: 'Offshore',
  roleName: 'Mate',
  years: 6,
  countries: [{ code: 'CR' }],
  boats: [{ name: 'Reel Deal' }],
  activitySourceName: 'Website',
};

const accountEdit = (email: string) => ({
  name: 'Matrix',
  lastname: 'Edit',
  nationalityName: 'Costa Rica',
  newEmail: email,
  addressInfo: {
    address1: '1 Marina Way',
    countryName: 'Costa Rica',
    stateName: 'Guanacaste Province',
    cityName: 'Flamingo',
  },
  userContactInfo: [{ name: 'phone', value: '+506 8888 1111' }],
  activitySourceName: 'Website',
});

/** The secret of an e-mail change confirmation link, asked for by a fresh user through the API. */
async function emailChangeSecretFor(ctx: CaseContext): Promise<string> {
  const user = await ctx.freshUser();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  const asked = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${user.email}`,
    headers: user.auth,
    payload: { ...accountEdit(newEmail), currentPassword: user.password },
  });
  if (asked.statusCode !== 200) throw new Error(`could not ask for an e-mail change: ${asked.body}`);
  const [mail] = await ctx.t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, newEmail))
    .orderBy(desc(mailOutbox.createdAt));
  const secret = /confirmEmail=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  if (!secret) throw new Error(`no confirmation mail for ${newEmail}`);
  return secret;
}

const privacy = {
  showEmail: false,
  showPhone: false,
  showProfileDetails: true,
  showBoats: true,
  showExperience: true,
  positionVisibility: 'private',
  appearInRankings: true,
};

const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });

/** Profile, boats, motors, propeller models, fishing experience and picture uploads (issue 5). */
export const PROFILE_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/users/:userEmail/profile',
    // Someone else's profile whose e-mail is hidden (the default) answers exactly like an unknown address.
    access: { kind: 'owned', others: 'hidden' },
    request: (ctx) => ({ url: `/api/users/${emailFor(ctx)}/profile` }),
    // Read by someone else, a hidden e-mail stays hidden (the request names it; the answer must not).
    reveals: noEmailOf,
  },
  {
    // Deleting an account: only one's own (another's answers 404), with its password.
    method: 'DELETE',
    url: '/api/accounts/:userEmail',
    access: {
      kind: 'covered',
      by: "modules/profile/account-deletion.test.ts (401 signed out; another user's account 404; the current password needed)",
    },
  },
  {
    method: 'PUT',
    url: '/api/accounts/:userEmail',
    access: { kind: 'owned', others: 'forbidden', missing: 403 },
    request: (ctx) => put(`/api/accounts/${emailFor(ctx)}`, accountEdit(emailFor(ctx))),
  },
  {
    // The link mailed to the new address is the credential: anyone holding it may use it, once.
    method: 'PUT',
    url: '/api/accounts/confirm_email/:requestUuid',
    access: { kind: 'public' },
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/accounts/confirm_email/${await emailChangeSecretFor(ctx)}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/users/:userEmail/privacy',
    access: { kind: 'owned', others: 'hidden', missing: 403 },
    request: (ctx) => ({ url: `/api/users/${emailFor(ctx)}/privacy` }),
  },
  {
    method: 'PUT',
    url: '/api/users/:userEmail/privacy',
    access: { kind: 'owned', others: 'forbidden', missing: 403 },
    request: (ctx) => put(`/api/users/${emailFor(ctx)}/privacy`, { privacy }),
  },
  {
    method: 'GET',
    url: '/api/users/:userEmail/privacy/mail',
    access: { kind: 'owned', others: 'forbidden', missing: 403 },
    request: (ctx) => ({ url: `/api/users/${emailFor(ctx)}/privacy/mail` }),
  },
  {
    method: 'PUT',
    url: '/api/users/:userEmail/privacy/mail',
    access: { kind: 'owned', others: 'forbidden', missing: 403 },
    request: (ctx) => put(`/api/users/${emailFor(ctx)}/privacy/mail`, { kind: 'newEntry', enabled: true }),
  },
  {
    // "Download all my data" (issue 40 point 4): one's own only; another's reads as a missing account.
    method: 'GET',
    url: '/api/users/:userEmail/data-export',
    access: { kind: 'owned', others: 'hidden' },
    request: (ctx) => ({ url: `/api/users/${emailFor(ctx)}/data-export` }),
  },
  {
    // Asking sends the build job, and this matrix's app runs no queue.
    method: 'POST',
    url: '/api/users/:userEmail/data-export',
    access: {
      kind: 'covered',
      by: "modules/profile/data-export.test.ts (401 signed out; another user's account 404; one request at a time)",
    },
  },
  {
    method: 'GET',
    url: '/api/users/:userEmail/data-export/:exportId/file',
    access: {
      kind: 'covered',
      by: "modules/profile/data-export.test.ts (401 signed out; another user's zip 404; expired 404; the owner's 303)",
    },
  },
  { method: 'GET', url: '/api/boats', access: { kind: 'signed-in' }, request: () => ({ url: '/api/boats' }) },
  {
    method: 'GET',
    url: '/api/boats/captaincy',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/boats/captaincy' }),
  },
  {
    // Only the person named answers; someone else's invitation answers like a boat that does not exist.
    method: 'PUT',
    url: '/api/boats/:boatUUID/captaincy',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => put(`/api/boats/${await captaincyFor(ctx)}/captaincy`, { accept: true }),
  },
  {
    method: 'POST',
    url: '/api/boats',
    access: { kind: 'signed-in', permission: 'ADD_BOAT' },
    request: async (ctx) => {
      // Without ADD_BOAT no motor can be made either: the boat then names equipment that does not exist.
      const owner = ctx.actor.user;
      const canEquip = owner && ctx.actor.permissions.includes('ADD_BOAT');
      const equipment = canEquip
        ? await equipmentOf(ctx, owner)
        : { motorUUID: randomUUID(), modelUUID: randomUUID() };
      return {
        method: 'POST',
        url: '/api/boats',
        payload: boatInput(owner?.email ?? ctx.other.email, equipment.motorUUID, equipment.modelUUID),
      };
    },
  },
  {
    method: 'GET',
    url: '/api/boats/:boatUUID',
    access: { kind: 'owned', others: 'hidden', permission: 'ADD_BOAT' },
    request: async (ctx) => ({ url: `/api/boats/${(await boatFor(ctx)).boatUUID}` }),
  },
  {
    method: 'PUT',
    url: '/api/boats/:boatUUID',
    access: { kind: 'owned', others: 'forbidden', permission: 'ADD_BOAT' },
    request: async (ctx) => {
      const boat = await boatFor(ctx);
      return put(
        `/api/boats/${boat.boatUUID}`,
        boatInput(ownerOf(ctx)?.email ?? ctx.other.email, boat.motorUUID, boat.modelUUID),
      );
    },
  },
  {
    method: 'DELETE',
    url: '/api/boats/:boatUUID',
    access: { kind: 'owned', others: 'forbidden', permission: 'ADD_BOAT' },
    request: async (ctx) => ({ method: 'DELETE', url: `/api/boats/${(await boatFor(ctx)).boatUUID}` }),
  },
  {
    method: 'PUT',
    url: '/api/boats/:boatUUID/model',
    access: { kind: 'owned', others: 'forbidden', permission: 'ADD_BOAT' },
    request: async (ctx) =>
      put(`/api/boats/${(await boatFor(ctx)).boatUUID}/model`, modelInput({ blades: 4 })),
  },
  {
    method: 'POST',
    url: '/api/motors',
    access: { kind: 'signed-in', permission: 'ADD_BOAT' },
    request: () => ({ method: 'POST', url: '/api/motors', payload: motorInput() }),
  },
  {
    method: 'POST',
    url: '/api/models',
    access: { kind: 'signed-in', permission: 'ADD_BOAT' },
    request: () => ({ method: 'POST', url: '/api/models', payload: modelInput() }),
  },
  {
    method: 'GET',
    url: '/api/motors/:motorUUID',
    access: { kind: 'owned', others: 'hidden', permission: 'ADD_BOAT' },
    request: async (ctx) => ({ url: `/api/motors/${(await boatFor(ctx)).motorUUID}` }),
  },
  {
    method: 'PUT',
    url: '/api/motors/:motorUUID',
    access: { kind: 'owned', others: 'forbidden', permission: 'ADD_BOAT' },
    request: async (ctx) => put(`/api/motors/${(await boatFor(ctx)).motorUUID}`, motorInput({ gph: 14 })),
  },
  {
    method: 'GET',
    url: '/api/models/:modelUUID',
    access: { kind: 'owned', others: 'hidden', permission: 'ADD_BOAT' },
    request: async (ctx) => ({ url: `/api/models/${(await boatFor(ctx)).modelUUID}` }),
  },
  {
    method: 'PUT',
    url: '/api/models/:modelUUID',
    access: { kind: 'owned', others: 'forbidden', permission: 'ADD_BOAT' },
    request: async (ctx) => put(`/api/models/${(await boatFor(ctx)).modelUUID}`, modelInput({ blades: 5 })),
  },
  {
    method: 'GET',
    url: '/api/fishingExperiences',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/fishingExperiences' }),
  },
  {
    method: 'POST',
    url: '/api/fishingExperiences',
    access: { kind: 'signed-in' },
    request: () => ({ method: 'POST', url: '/api/fishingExperiences', payload: experienceInput }),
  },
  {
    method: 'PUT',
    url: '/api/fishingExperiences/:experienceUUID',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) =>
      put(`/api/fishingExperiences/${await experienceFor(ctx)}`, { ...experienceInput, years: 7 }),
  },
  {
    method: 'DELETE',
    url: '/api/fishingExperiences/:experienceUUID',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/fishingExperiences/${await experienceFor(ctx)}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/media/uploads',
    access: { kind: 'signed-in' },
    request: () => ({
      method: 'POST',
      url: '/api/media/uploads',
      payload: { purpose: 'picture', contentType: 'image/png', size: 68 },
    }),
  },
  {
    method: /^(GET|PUT)$/,
    url: '/media/*',
    access: { kind: 'covered', by: 'platform/storage/storage.test.ts (signed byte URLs)' },
  },
];
