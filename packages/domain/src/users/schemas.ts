import { z } from 'zod';
import { PERMISSIONS, ROLE_NAMES } from '../auth/permissions';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messageKeys } from '../messages';
import { checkPasswordConfirmation, passwordContainsEmail } from './password-rules';
import { TEMPERATURE_UNITS } from '../units/conversions';
import { ZLanguage } from './language';

const requiredText = (max: number) =>
  z
    .string({ error: messageKeys.completeRequiredFields })
    .trim()
    .min(1, messageKeys.completeRequiredFields)
    .max(max);

/** An e-mail address: missing, badly formatted and too long each say so. */
export const ZEmail = z
  .string({ error: messageKeys.completeRequiredFields })
  .trim()
  .toLowerCase()
  .min(1, messageKeys.completeRequiredFields)
  .pipe(z.email({ error: messageKeys.invalidEmail }).max(254, messageKeys.tooLong));

/** At least 8 characters (spec §5); long passphrases are welcome, absurd ones are refused. */
export const ZPassword = z
  .string({ error: messageKeys.completeRequiredFields })
  .min(PASSWORD_MIN_LENGTH, messageKeys.passwordRules)
  .max(200, messageKeys.passwordRules);

/**
 * Spec §5 for a form asking a new password twice (the server checks the e-mail rule itself and
 * never sees the confirmation): the password neither is nor holds the account's e-mail, and the
 * confirmation (`confirmPassword`) equals it. For a form schema's `superRefine`.
 */
export function refineNewPassword(
  ctx: z.RefinementCtx,
  {
    password,
    confirmation,
    email,
    path,
  }: { password: string; confirmation: string; email?: string; path: string },
): void {
  if (email && passwordContainsEmail(password, email)) {
    ctx.addIssue({ code: 'custom', message: messageKeys.passwordTooCommon, path: [path] });
  }
  const mismatch = checkPasswordConfirmation(confirmation, password);
  if (mismatch) ctx.addIssue({ code: 'custom', message: mismatch, path: ['confirmPassword'] });
}

/** The most digits a phone number has (E.164), and the fewest of any real one. */
const PHONE_DIGITS = { min: 6, max: 15 };
const PHONE_MAX_LENGTH = 30;

/**
 * Whether a text is a phone number as people type it: an optional leading +, then digits with
 * spaces, dots, dashes or brackets between them, 6 to 15 digits in all.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** A phone field that may stay empty: empty, or a phone number. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .refine((value) => !value || isPhoneNumber(value), messageKeys.invalidPhone);

/** A way to reach the user; a phone's value must be a phone number. */
export const ZContactInfo = z
  .object({ name: z.enum(['email', 'phone']), value: z.string().trim().max(254) })
  .superRefine((contact, ctx) => {
    if (contact.name === 'phone' && !isPhoneNumber(contact.value)) {
      ctx.addIssue({ code: 'custom', message: messageKeys.invalidPhone, path: ['value'] });
    }
  });

/** Registration (spec §3 "User", §5 "Register"): the first page's data plus role, nationality and contact info. */
export const ZRegisterInput = z.object({
  name: requiredText(80),
  lastname: requiredText(80),
  email: ZEmail,
  password: ZPassword,
  roleName: z.enum(ROLE_NAMES, { error: messageKeys.missingInfoCreateUser }),
  nationalityName: requiredText(120),
  userContactInfo: z.array(ZContactInfo).max(4).default([]),
  genderId: z.number().int().positive().optional(),
  localityUUID: z.uuid().optional(),
  activitySourceName: z.string().max(40).optional(),
});
export type RegisterInput = z.infer<typeof ZRegisterInput>;

/** Is this e-mail free to register? (registration's first page, spec §5) */
export const ZEmailAvailabilityInput = z.object({ email: ZEmail });

export const ZLoginInput = z.object({
  email: ZEmail,
  // Missing is said as missing; any other password is the server's to judge (one message for all).
  password: z
    .string({ error: messageKeys.completeRequiredFields })
    .min(1, messageKeys.completeRequiredFields)
    .max(200, messageKeys.loginInvalid),
  sessionTypeName: z.string().max(40).optional(),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

export const ZTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
});
export type Tokens = z.infer<typeof ZTokens>;

export const ZChangePasswordInput = z.object({
  email: ZEmail,
  oldPassword: z.string().min(1, messageKeys.completeRequiredFields).max(200),
  newPassword: ZPassword,
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZForgotPasswordParams = z.object({ userEmail: ZEmail });
export const ZResetRequestParams = z.object({ requestUuid: z.uuid({ error: messageKeys.notFound }) });
export const ZResetPasswordInput = z.object({ newPassword: ZPassword });
export const ZResetRequest = z.object({ email: z.string(), expiresAt: z.string() });

/** Cognito-style confirmation of a reset: the e-mail, the new password and the code from the e-mail. */
export const ZConfirmPasswordInput = z.object({
  username: ZEmail,
  password: ZPassword,
  verificationCode: z.uuid({ error: messageKeys.notFound }),
});

export const ZUserInfoQuery = z.object({ userEmail: ZEmail });

/** The link mailed to prove an account's address (issue 32, ADR 011). */
export const ZEmailVerificationParams = z.object({
  requestUuid: z.uuid({ error: messageKeys.emailVerificationInvalid }),
});
/** The signed-in account's address and whether it is proven. */
export const ZEmailVerification = z.object({ email: z.string(), verified: z.boolean() });
export type EmailVerification = z.infer<typeof ZEmailVerification>;
export const ZEmailVerified = z.object({ email: z.string() });

/** The user info the app reads at start (spec §3): `result[0]` of GET /api/users?userEmail=. */
export const ZUserInfo = z.object({
  roleName: z.enum(ROLE_NAMES),
  email: z.string(),
  gender: z.string().nullable(),
  Boats: z.array(z.object({ boatName: z.string() })),
  permissions: z.array(z.object({ Name: z.enum(PERMISSIONS) })),
  name: z.string(),
  lastname: z.string(),
  url: z.string().nullable(),
  localityName: z.string().nullable(),
  isJudge: z.boolean(),
  sizeId: z.number().int().describe('preferred length unit: 1 cmts, 2 inch'),
  weightId: z.number().int().describe('preferred weight unit: 3 kgs, 4 lbs'),
  temperatureUnit: z
    .enum(TEMPERATURE_UNITS)
    .describe('preferred temperature scale, chosen apart from the length unit'),
  language: ZLanguage.nullable().describe('the language the user chose; null: their browser decides'),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

export const ZSignInInput = z.object({
  code: z.string().min(1).max(512),
  codeVerifier: z.string().min(43).max(128),
});

export const ZAuthConfig = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  scope: z.string(),
});
export type AuthConfig = z.infer<typeof ZAuthConfig>;

export const ZLocalityInput = z.object({
  localityUUID: z.uuid({ error: messageKeys.completeRequiredFields }),
});
