import {
  isMessageKey,
  messageTemplates,
  type MessageKey,
  type MessageRef,
  type MessageTemplateKey,
} from '../messages';

/** What of a zod issue decides its message (a Fastify validation entry rebuilt as one works too). */
export interface FieldIssue {
  code: string;
  /** The message key a schema gave (`messageKeys.invalidEmail`), else zod's own English. */
  message?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  expected?: string;
  /** A custom issue's values of its template key (`{ values: { maximum: 60 } }`). */
  params?: { values?: Record<string, number> };
}

const withValues = (key: MessageTemplateKey, values: Record<string, number>): MessageRef => ({ key, values });

/** What is wrong with a filled value outside its bounds, its limit named; null for other issues. */
function boundRef(issue: FieldIssue): MessageRef | null {
  const { code, origin } = issue;
  if (code === 'too_big' && issue.maximum !== undefined) {
    const maximum = Number(issue.maximum);
    if (origin === 'string') return withValues('tooLong', { maximum });
    if (origin === 'array' || origin === 'set') return withValues('tooManyItems', { maximum });
    if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      return withValues(issue.inclusive === false ? 'numberNotBelow' : 'numberTooBig', { maximum });
    }
  }
  if (code === 'too_small' && issue.minimum !== undefined) {
    const minimum = Number(issue.minimum);
    // A text shorter than one character is an empty one: a missing value, said as missing.
    if (origin === 'string' && minimum > 1) return withValues('tooShort', { minimum });
    if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      return withValues(issue.inclusive === false ? 'numberNotAbove' : 'numberTooSmall', { minimum });
    }
  }
  if (code === 'invalid_type' && issue.expected === 'int') return { key: 'wholeNumber' };
  return null;
}

/**
 * The messages that ask for something missing. A schema's catch-all (`z.number({ error })`) gives
 * its message to every check it holds, bounds included: a filled value out of bounds gets its
 * bound's message instead (issue 31: 150 years read "Please complete all necessary fields").
 */
const missingKeys = new Set<MessageKey>([
  'completeRequiredFields',
  'completeNecessaryFields',
  'missingInfoCreateUser',
  'missingInfoEditBoat',
  'missingInfoMotor',
  'missingInfoProp',
]);

/**
 * The message a refused field shows (spec §8), by key, the same on the form and from the server: a
 * filled value outside its bounds says which bound (too long, too short, too many, a number too big
 * or too small, not a whole number, with its limit as a value) unless the schema gave a catalogue
 * key of its own for it (a template's key there just asks for the bound); any other key the schema gave stays (a template's with the values its issue names); a
 * badly formatted e-mail says so; anything else is `completeRequiredFields`, which must therefore
 * mean that something is missing. Never zod's own English.
 */
export function fieldIssueRef(issue: FieldIssue): MessageRef {
  const given = isMessageKey(issue.message) ? issue.message : null;
  const bound = boundRef(issue);
  const boundless = !given || missingKeys.has(given as MessageKey) || Object.hasOwn(messageTemplates, given);
  if (bound && boundless) return bound;
  if (given && given !== 'completeRequiredFields') {
    const values = issue.params?.values;
    return values ? { key: given, values } : { key: given };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'invalidEmail' };
  return { key: 'completeRequiredFields' };
}
