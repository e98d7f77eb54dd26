import {
  ZChangePasswordInput,
  ZConfirmPasswordInput,
  ZEmailAvailabilityInput,
  ZEmailVerification,
  ZEmailVerificationParams,
  ZEmailVerified,
  ZForgotPasswordParams,
  ZLanguageInput,
  ZLocalityInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZResetRequest,
  ZResetRequestParams,
  ZUserInfo,
  ZUserCard,
  ZUserInfoQuery,
  ZUserSearchQuery,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import type { UserEvents } from './events';
import type { PasswordHasher } from './password-hasher';
import { listUsers } from './search-service';
import * as users from './service';
import { confirmEmailVerification, getEmailVerification, resendEmailVerification } from './verify-email';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  passwords: PasswordHasher;
  events: UserEvents;
}> = async (app, { db, mailer, storage, publicUrl, passwords, events }) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'The signed-in user info (result[0])',
        querystring: ZUserInfoQuery,
        response: okResponse(z.array(ZUserInfo)),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok([await users.getUserInfo(db, storage, requireActor(request), request.query.userEmail)]),
  );

  app.get(
    '/users/list',
    {
      schema: {
        tags,
        summary: 'Find people by name or e-mail (spec §7 users list; 5 a page, by username)',
        querystring: ZUserSearchQuery,
        response: okResponse(z.array(ZUserCard)),
      },
      preValidation: signedIn,
      config: { searchLimited: true },
    },
    async (request) => ok(await listUsers(db, storage, request.query)),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create a local account',
        body: ZRegisterInput,
        response: okResponse(z.object({ email: z.string() })),
      },
      config: { abuseLimited: true },
    },
    async (request) => ok(await users.registerUser(db, passwords, { mailer, publicUrl }, request.body)),
  );

  app.get(
    '/accounts/email_verification',
    {
      schema: {
        tags,
        summary: "The signed-in account's address and whether it is verified",
        response: okResponse(ZEmailVerification),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await getEmailVerification(db, requireActor(request))),
  );

  app.post(
    '/accounts/email_verification',
    {
      schema: {
        tags,
        summary: 'Mail the signed-in account a new link verifying its address (3 an hour at most)',
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
      config: { abuseLimited: true },
    },
    async (request) => {
      await resendEmailVerification(db, { mailer, publicUrl }, requireActor(request));
      return ok(null);
    },
  );

  app.put(
    '/accounts/email_verification/:requestUuid',
    {
      schema: {
        tags,
        summary: 'Verify an address with the link mailed to it (single use, 24 hours)',
        params: ZEmailVerificationParams,
        response: okResponse(ZEmailVerified),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request) => ok(await confirmEmailVerification(db, request.params.requestUuid)),
  );

  app.post(
    '/register/email_available',
    {
      schema: {
        tags,
        summary: 'Whether registration would accept this e-mail (the first page of registration)',
        body: ZEmailAvailabilityInput,
        response: okResponse(z.object({ available: z.boolean() })),
      },
      // The same budgets as registration, which answers the same question with its 409.
      config: { abuseLimited: true },
    },
    async (request) => ok({ available: await users.isEmailAvailable(db, request.body.email) }),
  );

  app.put(
    '/users/changePass',
    {
      schema: {
        tags,
        summary: 'Change the signed-in user password (ends every other session and every open reset link)',
        body: ZChangePasswordInput,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      const actor = requireActor(request);
      await users.changePassword(db, passwords, actor, request.body);
      await events.passwordChanged({ userId: actor.userId, grantId: actor.grantId });
      return ok(null);
    },
  );

  app.put(
    '/users/me/language',
    {
      schema: {
        tags,
        summary: 'Save the language the signed-in user reads the app and their e-mails in (en, es)',
        body: ZLanguageInput,
        response: okResponse(ZLanguageInput),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await users.setLanguage(db, requireActor(request), request.body.language)),
  );

  app.put(
    '/users/me/locality',
    {
      schema: {
        tags,
        summary: 'Save the signed-in user locality',
        body: ZLocalityInput,
        response: okResponse(z.object({ localityName: z.string() })),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await users.setLocality(db, requireActor(request), request.body.localityUUID)),
  );

  app.post(
    '/accounts/forgot_pass/:userEmail',
    {
      schema: {
        tags,
        summary: 'E-mail a single-use password reset link',
        params: ZForgotPasswordParams,
        response: okResponse(z.null()),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request) => {
      await users.requestPasswordReset(db, mailer, publicUrl, request.params.userEmail);
      return ok(null);
    },
  );

  app.get(
    '/accounts/forgot_pass/:requestUuid',
    {
      schema: {
        tags,
        summary: 'Check a password reset link',
        params: ZResetRequestParams,
        response: okResponse(ZResetRequest),
      },
    },
    async (request) => ok(await users.getPasswordReset(db, request.params.requestUuid)),
  );

  app.put(
    '/accounts/forgot_pass/:requestUuid',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link (ends every session of the account)',
        params: ZResetRequestParams,
        body: ZResetPasswordInput,
        response: okResponse(z.null()),
      },
      config: { abuseLimited: true },
    },
    async (request) => {
      const userId = await users.resetPassword(
        db,
        passwords,
        request.params.requestUuid,
        request.body.newPassword,
      );
      await events.passwordReset({ userId });
      return ok(null);
    },
  );

  app.post(
    '/accounts/confirm_password',
    {
      schema: {
        tags,
        summary: 'Confirm a password reset with the code from the e-mail',
        body: ZConfirmPasswordInput,
        response: okResponse(z.null()),
      },
      config: { abuseLimited: 'per-address' },
    },
    async (request) => {
      const { username, password, verificationCode } = request.body;
      const userId = await users.resetPassword(
        db,
        passwords,
        verificationCode,
        password,
        username,
        'password',
      );
      await events.passwordReset({ userId });
      return ok(null);
    },
  );
};
