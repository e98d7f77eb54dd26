/**
 * Every user-facing message of spec §8, worded exactly as the spec gives them.
 * Server errors and client notices both draw from here so the wording never drifts.
 */
export const messages = {
  // Connection and login
  connectionError: 'Error connecting to server, please try again later',
  loginInvalid: 'Email or password invalid',
  logoutError: 'An error occurred login out, please try again later',
  socialAccountLogin: 'This account was created using a social provider, please login with that provider',
  expiredToken: 'Expired Token',
  invalidToken: 'Invalid token',
  signInNotFinished: 'The sign-in could not be finished in this browser tab. Please sign in again.',

  // Forms
  completeRequiredFields: 'Please complete all required fields',
  completeNecessaryFields: 'Please complete all necessary fields',
  invalidEmail: 'Please enter a valid e-mail address',
  invalidPhone: 'Please enter a valid phone number',
  emailTaken: 'This e-mail is already registered',
  missingInfoCreateUser: 'Missing information to create user',
  missingInfoEditBoat: 'Missing information to edit boat',
  missingInfoMotor: 'Missing information to edit motor',
  missingInfoProp: 'Missing information to edit prop',
  invalidImageFormat: 'Image must be in a valid format',
  invalidBirthday: 'Birthday must be a valid date',
  topSpeedBelowCruise: 'Top Speed must be greater than Top Cruise Speed',
  passwordRules: 'Password and confirmation must be equal and greater than eight characters',
  passwordMismatch: 'Password and confirmation must be equal',
  passwordTooCommon: 'Password is too common or contains your e-mail, please choose another one',
  passwordRepeats: 'Repeated characters like "aaa" are easy to guess, please choose another password',
  passwordSequence: 'Sequences like "abcd" or "6543" are easy to guess, please choose another password',
  passwordKeyboardPattern:
    'Keyboard patterns like "qwerty" are easy to guess, please choose another password',
  passwordDates: 'Dates and years are easy to guess, please choose another password',
  passwordPersonal: "Password leans on your name, your e-mail or this site's name, please choose another one",
  passwordTooGuessable: 'Password is too easy to guess: a few unrelated words make a strong one',
  fileMustBeVideo: 'The file format must be a video.',
  invalidVideo: 'Invalid video. Please select a video file.',
  selectFile: 'Please select a file.',

  // Tournament wizard
  selectRules: 'Please select a set of rules',
  judgeAlreadySelected: 'The judge is already selected',
  selectOneJudge: 'Please select at least one judge',
  selectOption: 'Please select an option',
  selectOneClub: 'Please select one club',
  amountNegative: 'The amount cannot be negative: enter 0 for none',
  amountCents: 'Please enter the amount in dollars and cents, with at most two decimals',
  amountTooLarge: 'The amount can be at most 1,000,000',
  startNotFuture: 'The start must be later than now',
  endBeforeStart: 'The end must be after the start',
  deadlineBeforeEnd: 'The upload deadline must be after the end',
  fishingRadiusRange: 'The fishing area must be from 1 to 1000 nautical miles',
  invalidTimeZone: 'Please select a valid time zone',
  selectTeamMember: 'You must select at least one team member',
  crewMembersError: 'There is an error creating the crew members',
  socialPasswordReset: 'Password reset is not allowed for social accounts',

  // Backup media
  backupMediaLimit: 'You reached the maximum number of backup media allowed',
  backupMediaUploadError: 'There was an error uploading the backup media',
  backupMediaLoadError: 'There was an error getting the backup media',
  backupMediaDeleteError: 'There was an error deleting the backup media',

  // Join
  tournamentNotInLocality: "We're sorry. This tournament is not available in your locality",
  localityNotSaved: "Oops! The locality couldn't be saved. Please try again later in My Profile.",

  // Internal
  invalidTournamentResponse: 'Invalid response from tournament service',
  paymentProductNotFound: 'Payment product id not found',
  checkoutSessionError: 'Error creating checkout session',
  registerTeamError: 'Error registering team',
  unexpectedRegistrationError: 'Unexpected error during registration',
  internalServerError: 'Internal Server Error. Try again later',

  // Social sign-in: what the upstream provider did not give us, or why we refused
  socialNameRequired: 'The name attribute is required',
  socialEmailRequired: 'The email attribute is required',
  socialLocalAccountExists: 'This e-mail already has a Tightlines account: sign in with your password',
  socialNotConfirmed: 'The sign-in provider could not confirm who you are',
  signInLeft: 'The user left the sign-in page',
  currentPasswordRequired: 'Enter your current password to change your e-mail',
  currentPasswordInvalid: 'The current password is not correct',

  // Generic answers of the API that the spec leaves unnamed
  ok: 'OK',
  userNotFound: 'User not found',
  notFound: 'The requested item was not found',
  forbidden: 'You are not allowed to do this',
  conflict: 'This item already exists',
  tooManyRequests: 'Too many requests, please try again later',
  payloadTooLarge: 'The request is too large',
  judgingOwnCatch: 'You fished this catch, or your boat or crew did: another judge decides it',
  catchTimeAhead: 'A tournament catch cannot be logged at a time still to come',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  idempotentRequestInProgress: 'The same request is still being processed, please try again in a moment',
  rangeNotSatisfiable: 'The requested part of the file is outside it',
  storageQuotaExceeded: 'Your storage is full. Please delete some media before uploading this file.',
  genericRequestError: 'There was an error processing your request, please try again later',
  mediaStillProcessing: 'This file is still being processed; try again in a moment',
  uploadChanged: 'The upload changed while completing; try again',
  signInPageExpired: 'This sign-in page has expired. Please sign in again.',
  paymentSignatureInvalid: 'Invalid signature',
  paymentPlatformOnly: 'Only the payment platform can confirm a payment.',
  // The local checkout's card answers, worded as Stripe's
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryPast: "Your card's expiration date is in the past.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardTestOnly: 'Your card was declined. This checkout takes test cards only, such as 4242 4242 4242 4242.',

  // Values that cannot be (spec §5 leaves their wording open): refused next to the field, never rewritten
  dateNotPossible: 'The date must be between 1970 and today',
  finishBeforeStart: 'The session cannot finish before it starts',
  logTimeOutsideSession: 'The fish time must be between the start and the finish of the session',
  sessionTimesExcludeLogs: 'The session must include the time of each of its fish',
  latitudeRange: 'Latitude must be a number between -90 and 90',
  longitudeRange: 'Longitude must be a number between -180 and 180',
  fishLengthRange: 'Length must be a number greater than 0 and at most 100000',
  fishWeightRange: 'Weight must be a number greater than 0 and at most 100000',
  boatSizeRange: 'Size must be a number greater than 0 and at most 100000',
  speedRange: 'Speed must be a number between 0 and 300 knots',
  loadRange: 'Load must be a number between 0 and 100 %',
  fuelUseRange: 'Fuel use must be a number between 0 and 1000 gallons per hour',
  bladesRange: 'Blades must be a whole number between 1 and 12',
  propellerSizeRange: 'Must be a number greater than 0 and at most 1000',

  // Success
  userEditSuccess: 'User edit was successful',
  boatEditSuccess: 'Boat edit was successful',
  experienceEditSuccess: 'Fishing experience edit was successful',
  tournamentJoinedOrCreated: 'Tournament joined or created successfully',
  draftCreated: 'Draft Tournament created successfully',
  passwordResetSent: 'An email has been sent to the specified address to reset user password',
  passwordChanged: 'User password changed successfully',
  emailChangeSent:
    'We sent a confirmation link to your new e-mail address: your e-mail changes when you open it',
  emailChanged: 'Your e-mail address was changed',
  videoUploaded: 'The video was uploaded correctly',
  localitySaved: 'Your locality was saved successfully!',
  clubJoinRequested: 'Your join request will be processed',
  clubLeaveRequested: 'Your leave request will be processed',
  checkoutApproved: 'Your request has been approved',
  checkoutCancelled: 'Your request has been cancelled',
  paymentDeclined: 'Your card was declined.',
  // moderation (issue 31)
  sessionHiddenByModerator: 'A moderator hid this session: only a moderator can restore it',
  moderationReasonRequired: 'Say why the session is hidden: its author will read it',
  // tournaments
  tournamentNotJoinable: 'This tournament is not open to join.',
  tournamentNoLateJoin: 'This tournament has started and does not allow late joining.',
  tournamentAlreadyJoined: 'You have already joined this tournament.',
  tournamentClubMembersOnly: "This tournament is open to its club's members only.",
  // clubs (issue 37)
  clubAlreadyMember: 'You are already a member of this club.',
  clubNotMember: 'You are not a member of this club.',
  clubRequestPending: 'You already have a request for this club waiting to be processed.',
  clubNameTaken: 'A club with this name already exists.',
  // teams (issue 38)
  teamRegistered: 'team registered',
  teamMemberTwice: 'This member is already on the team',
  teamBoatNotOwned: 'The boat must be one of your boats',
  teamNotMember: 'You are not a member of this team.',
  teamOwnerStays: "The team's owner cannot leave it: remove the other members or keep the team",
  teamMarkedNotOnTeam: "Only the team's members can be marked to fish this tournament",
  teamMemberNotInLocality: "A team member is not in this tournament's locations",
  teamAlreadyRegistered: 'This team is already registered in this tournament.',
  teamMemberInAnotherTeam: 'A team member already fishes in another team of this tournament.',
  tournamentNotActive: 'Only an active tournament can be changed.',
  tournamentNotJoined: 'You have not joined this tournament.',
  tournamentLeaveClosed: 'This tournament has started or is no longer active: it cannot be left.',
  // tournament catches
  tournamentSessionMembersOnly: 'Only the members of this tournament can log a tournament session.',
  tournamentSessionNotOn: 'A tournament session can be logged only while the tournament is on.',
  tournamentUploadsClosed: 'The upload deadline of this tournament has passed.',
  tournamentOver: 'This tournament is finished or canceled: its catches can no longer change.',
  tournamentSessionNotRemovable: 'A tournament session cannot be removed.',
  tournamentSessionFixed: 'The tournament of a session cannot be changed.',
  tournamentCatchNeedsVideo:
    'A tournament catch needs its video before it is saved: the judges judge it on video.',
  // judging
  judgingTextTooLong: 'Please use at most 1000 characters',
  judgingRefusalReasonRequired: 'Please give the reason for refusing this catch: the angler will see it',
  judgingOverrideNoteRequired:
    'The evidence checklist is incomplete: explain in a note why the catch is released',
  judgingStaleVersion: 'Another judge changed this catch meanwhile: review its current state and save again',
  judgingPendingCatches: 'Judging cannot be finished while catches are still pending',
  judgingNotStarted: 'This tournament has not started yet: there is nothing to judge',
  judgingFinished: 'Judging of this tournament is finished: its results are official and cannot change',
  judgingUploadsOpen: 'Judging can be finished once the upload deadline of the tournament has passed',
  judgingInvalidCatch: 'This catch has no video to judge',
  judgingCatchJudged: 'This catch has been judged: it can no longer change',
  judgingVideoNotOfCatch: 'This video is not one of the catch videos',
  resultsNotOfficial: 'This tournament has no official results yet',
  // addresses and judges' invitations (issue 32)
  emailNotVerified: 'Verify your e-mail address first: open the link we sent to it, or ask for a new one',
  emailVerificationInvalid:
    'This verification link cannot be used: it was used already, it expired, or a newer one was sent',
  verificationMailsLimit: 'Verification e-mails were sent a moment ago: check your inbox, or ask again later',
  judgingNeedsAcceptedJudge: 'Judging can be finished once at least one named judge has accepted to judge',
  // logbook export and import (issue 40 point 3)
  // account deletion (issue 40 point 4)
  accountDeletionNeedsFreshSignIn:
    'For your safety, sign out and sign in again, then delete your account within 10 minutes',
  accountDeleted: 'Your account was deleted',
  logbookNotUtf8: 'The file is not UTF-8 text: save it as CSV (UTF-8) or as GPX and choose it again',
  logbookNotGpx: 'The file cannot be read as GPX: choose a .gpx file',
  logbookEmpty: 'The file has no sessions or fish logs to import',
  logbookHasErrors:
    'Some rows cannot be imported: correct them and choose the file again. Nothing was imported',
  logbookDateFormat: 'Write the date and time with its time zone, as 2026-03-14T06:30:00Z',
  logbookNotNumber: 'This must be a number',
  logbookValueNotAllowed: 'This value is not one of those allowed',
  logbookUnknownSpecies: 'No species has this name',
  logbookUnknownBoat: 'None of your boats has this name',
  logbookUnknownLocality: 'No locality has this name',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/**
 * Messages that carry a value (issues 19, 31): what is wrong with a filled field, its limit named.
 * Each is English with `{name}` where its value goes; clients show them by key, in their language.
 */
export const messageTemplates = {
  tooLong: 'Please use at most {maximum} characters',
  tooShort: 'Please use at least {minimum} characters',
  tooManyItems: 'Please choose at most {maximum}',
  numberTooBig: 'Please enter a number no greater than {maximum}',
  numberNotBelow: 'Please enter a number less than {maximum}',
  numberTooSmall: 'Please enter a number no less than {minimum}',
  numberNotAbove: 'Please enter a number greater than {minimum}',
  wholeNumber: 'Please enter a whole number',
  uploadPartOutside: 'This upload has {partCount} parts; there is no part {part}',
  uploadPartWrongSize: 'Part {part} has the wrong size',
  uploadPartMissing: 'Part {part} has not been uploaded',
  checkoutQuantityRange: 'The quantity must be from {minimum} to {maximum}.',
  logbookTooLarge: 'The file is larger than {maximum} MB: export fewer dates, or split the file',
  logbookTooManyRows: 'The file has more than {maximum} rows or points: split it into smaller files',
  logbookNotCsv:
    'The file cannot be read as a logbook CSV (line {line}): export one from My Fishlogs to see its columns',
  logbookTooManyLogs: 'A session holds at most {maximum} fish logs',
  logbookExportTooLarge: 'More than {maximum} sessions: choose fewer dates to export',
} as const;
export type MessageTemplateKey = keyof typeof messageTemplates;

/** The key of any message the server or the web can show: the catalogue's, or a template's. */
export type AnyMessageKey = MessageKey | MessageTemplateKey;

/**
 * A message by its stable key, with the values a template names (`{ key: 'tooLong', values:
 * { maximum: 80 } }`). Errors and field refusals carry one (issue 33): a client shows it in its
 * user's language by key; `messageText` gives the English the envelope's `message` says.
 */
export interface MessageRef {
  key: AnyMessageKey;
  values?: Record<string, number>;
}

/** Whether `value` is the key of a message (a hostile or stale key is not). */
export function isMessageKey(value: unknown): value is AnyMessageKey {
  return (
    typeof value === 'string' && (Object.hasOwn(messages, value) || Object.hasOwn(messageTemplates, value))
  );
}

/** The English of a keyed message, its values in place: `messageText({ key: 'tooLong', values: { maximum: 80 } })`. */
export function messageText({ key, values = {} }: MessageRef): string {
  const text: string = Object.hasOwn(messages, key)
    ? messages[key as MessageKey]
    : messageTemplates[key as MessageTemplateKey];
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));
}

/**
 * Each key as itself (`messageKeys.invalidEmail === 'invalidEmail'`): what a schema gives zod as a
 * refusal's message, so the issue carries the key (`fieldIssueRef` reads it) and never text. A
 * template's key on a bound (`.max(254, messageKeys.tooLong)`) takes its values from the bound.
 */
export const messageKeys = Object.fromEntries(
  [...Object.keys(messages), ...Object.keys(messageTemplates)].map((key) => [key, key]),
) as { readonly [K in AnyMessageKey]: K };
