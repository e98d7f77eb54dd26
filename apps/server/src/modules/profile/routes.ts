import {
  ZDeleteAccountInput,
  ZEmailChanged,
  ZEmailChangeParams,
  ZMailSettingInput,
  ZMailSettingsConfig,
  ZPrivacyConfig,
  ZPrivacyInput,
  ZProfile,
  ZUserEditInput,
  ZUserEmailParams,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import type { PasswordSignIn } from '../auth';
import { confirmEmailChange } from './change-email';
import { deleteAccount } from './delete-account';
import * as profiles from './service';

const tags = ['profile'];

/** My Profile (spec §2, §7): the profile, the edit-profile modal's user tab, and privacy. */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  signIn: PasswordSignIn;
  /** The app's one clock (app.ts). */
  now: () => Date;
}> = async (app, { db, storage, mailer, publicUrl, signIn, now }) => {
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
        summary:
          'Edit your own profile (personal data, address, contacts, units, picture); a new e-mail needs the current password and is confirmed by a link mailed to it',
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
          {
            mailer,
            publicUrl,
            checkPassword: (email, password) => signIn(email, password, request.ip),
          },
        ),
      ),
  );

  app.delete(
    '/accounts/:userEmail',
    {
      schema: {
        tags,
        summary:
          'Delete your own account: its personal data removed or anonymised (paid entries and official results keep an anonymised row), every sign-in ended; needs the current password (a social account: a sign-in in the last 10 minutes)',
        params: ZUserEmailParams,
        body: ZDeleteAccountInput,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      await deleteAccount(
        db,
        requireActor(request),
        request.params.userEmail,
        request.body ?? {},
        (email, password) => signIn(email, password, request.ip),
        now(),
      );
      return ok(null);
    },
  );

  app.put(
    '/accounts/confirm_email/:requestUuid',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the link mailed to the new address (single use, 24 hours)',
        params: ZEmailChangeParams,
        response: okResponse(ZEmailChanged),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request) => ok(await confirmEmailChange(db, request.params.requestUuid)),
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

  app.get(
    '/users/:userEmail/privacy/mail',
    {
      schema: {
        tags,
        summary: 'Your e-mail switches: each kind of e-mail you may turn off, and whether it is on',
        params: ZUserEmailParams,
        response: okResponse(ZMailSettingsConfig),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await profiles.getMailSettings(db, requireActor(request), request.params.userEmail)),
  );

  app.put(
    '/users/:userEmail/privacy/mail',
    {
      schema: {
        tags,
        summary:
          "Turn one kind of your e-mails on or off (the switch an e-mail's unsubscribe link turns off too)",
        params: ZUserEmailParams,
        body: ZMailSettingInput,
        response: okResponse(ZMailSettingsConfig),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await profiles.setMailSettingOf(db, requireActor(request), request.params.userEmail, request.body)),
  );
};
