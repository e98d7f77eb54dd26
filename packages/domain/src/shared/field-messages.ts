import { messageRefOf, messages, templateMessage } from '../messages';

/** The message of a text longer than its field allows. */
export function tooLongMessage(maximum: number): string {
  return templateMessage('tooLong', { maximum });
}

/** What of a zod issue decides its message (a Fastify validation entry rebuilt as one works too). */
export interface FieldIssue {
  code: string;
  message?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  expected?: string;
}

/** What is wrong with a filled value outside its bounds, its limit named; null for other issues. */
function boundMessage(issue: FieldIssue): string | null {
  const { code, origin } = issue;
  if (code === 'too_big' && issue.maximum !== undefined) {
    const maximum = Number(issue.maximum);
    if (origin === 'string') return templateMessage('tooLong', { maximum });
    if (origin === 'array' || origin === 'set') return templateMessage('tooManyItems', { maximum });
    if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      return issue.inclusive === false
        ? templateMessage('numberNotBelow', { maximum })
        : templateMessage('numberTooBig', { maximum });
    }
  }
  if (code === 'too_small' && issue.minimum !== undefined) {
    const minimum = Number(issue.minimum);
    // A text shorter than one character is an empty one: a missing value, said as missing.
    if (origin === 'string' && minimum > 1) return templateMessage('tooShort', { minimum });
    if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      return issue.inclusive === false
        ? templateMessage('numberNotAbove', { minimum })
        : templateMessage('numberTooSmall', { minimum });
    }
  }
  if (code === 'invalid_type' && issue.expected === 'int') return templateMessage('wholeNumber');
  return null;
}

/**
 * The messages that ask for something missing. A schema's catch-all (`z.number({ error })`) gives
 * its message to every check it holds, bounds included: a filled value out of bounds gets its
 * bound's message instead (issue 31: 150 years read "Please complete all necessary fields").
 */
const missingMessages = new Set<string>([
  messages.completeRequiredFields,
  messages.completeNecessaryFields,
  messages.missingInfoCreateUser,
  messages.missingInfoEditBoat,
  messages.missingInfoMotor,
  messages.missingInfoProp,
]);

/**
 * The message a refused field shows (spec §8), the same on the form and from the server: a filled
 * value outside its bounds says which bound (too long, too short, too many, a number too big or too
 * small, not a whole number) unless the schema gave a message of its own for it; any other message
 * of the catalogue (or a template's) that the schema gave stays; a badly formatted e-mail says so;
 * anything else reads "Please complete all required fields", which must therefore mean that
 * something is missing. Never a schema's own text that the catalogue does not hold.
 */
export function fieldIssueMessage(issue: FieldIssue): string {
  const given = issue.message ?? '';
  const bound = boundMessage(issue);
  if (bound && (missingMessages.has(given) || !messageRefOf(given))) return bound;
  if (given !== messages.completeRequiredFields && messageRefOf(given)) return given;
  if (issue.code === 'invalid_format' && issue.format === 'email') return messages.invalidEmail;
  return messages.completeRequiredFields;
}
