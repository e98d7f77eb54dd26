/**
 * The spec §8 messages (api/locales) split between the bundle every page reads first and the
 * `errors` bundle. The first holds the lost connection's (the `errors` bundle cannot download then)
 * and those the frame and the home page name in their code (catalogue-bundles.test.ts finds them);
 * every other one arrives with the failure that shows it (api/client.ts loads the `errors` bundle
 * before it throws) or with the page that names it (app/catalogues.ts).
 */
export const FIRST_ERRORS: readonly string[] = [
  'error.connectionError',
  'error.completeRequiredFields',
  'error.emailChanged',
  'error.moderationReasonRequired',
  'error.signInNotFinished',
];

const pick = (catalogue: Record<string, string>, first: boolean): Record<string, string> =>
  Object.fromEntries(Object.entries(catalogue).filter(([key]) => FIRST_ERRORS.includes(key) === first));

/** The messages of FIRST_ERRORS. */
export const firstErrors = (catalogue: Record<string, string>) => pick(catalogue, true);

/** Every other message. */
export const laterErrors = (catalogue: Record<string, string>) => pick(catalogue, false);
