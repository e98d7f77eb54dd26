import {
  ZPrivacyConfig,
  ZPrivacyInput,
  ZProfile,
  ZUserEditInput,
  ZUserEmailParams,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import * as profiles from './service';

const tags = ['profile'];

/** My Profile (spec §2, §7): the profile, the edit-profile modal's user tab, and privacy. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/users/:userEmail/profile',
    {
      schema: {
        tags,
        summary: "A user's profile: all of it for its owner, what their privacy shows for anyone else",
        params: ZUserEmailParams,
        response: okResponse(ZProfile),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await profiles.getProfile(db, storage, requireActor(request), request.params.userEmail)),
  );

  app.put(
    '/accounts/:userEmail',
    {
      schema: {
        tags,
        summary: 'Edit your own profile (personal data, e-mail, address, contacts, units, picture)',
        params: ZUserEmailParams,
        body: ZUserEditInput,
        response: okResponse(ZProfile),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await profiles.editAccount(
          db,
          storage,
          requireActor(request),
          request.params.userEmail,
          request.body,
        ),
      ),
  );

  app.get(
    '/users/:userEmail/privacy',
    {
      schema: {
        tags,
        summary: 'Your privacy configuration',
        params: ZUserEmailParams,
        response: okResponse(ZPrivacyConfig),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await profiles.getPrivacyConfig(db, requireActor(request), request.params.userEmail)),
  );

  app.put(
    '/users/:userEmail/privacy',
    {
      schema: {
        tags,
        summary: 'Save your privacy configuration: what other users may read of your profile',
        params: ZUserEmailParams,
        body: ZPrivacyInput,
        response: okResponse(ZPrivacyConfig),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await profiles.setPrivacyConfig(
          db,
          requireActor(request),
          request.params.userEmail,
          request.body.privacy,
        ),
      ),
  );
};
