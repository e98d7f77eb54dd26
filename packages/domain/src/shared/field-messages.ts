import { messages } from '../messages';

/** The message of a text longer than its field allows. */
export function tooLongMessage(maximum: number): string {
  return `Please use at most ${maximum} characters`;
}

/** What of a zod issue decides its message (a Fastify validation entry rebuilt as one works too). */
export interface FieldIssue {
  code: string;
  message?: string;
  origin?: string;
  maximum?: number | bigint;
  format?: string;
}

const catalogue = new Set<string>(Object.values(messages));

/**
 * The message a refused field shows (spec §8), the same on the form and from the server: a message
 * of the catalogue that the schema gave stays; a too-long text and a badly formatted e-mail say so;
 * anything else reads "Please complete all required fields", which must therefore mean that
 * something is missing. Never a schema's own text that the catalogue does not hold.
 */
export function fieldIssueMessage(issue: FieldIssue): string {
  const given = issue.message ?? '';
  if (given !== messages.completeRequiredFields && catalogue.has(given)) return given;
  if (issue.code === 'too_big' && issue.origin === 'string' && issue.maximum !== undefined) {
    return tooLongMessage(Number(issue.maximum));
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return messages.invalidEmail;
  return messages.completeRequiredFields;
}
