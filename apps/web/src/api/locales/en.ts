import { messages, type MessageKey } from '@tightlines/domain';

/** The message of a key, as the server's envelope and the forms name them (packages/domain). */
export type ErrorCatalogue = { [K in MessageKey | 'tooLong' as `error.${K}`]: string };

/**
 * The spec §8 messages, in English exactly as the domain words them (the server sends the same),
 * under `error.<key>`; plus the too-long text, whose maximum is a value.
 */
export default {
  ...(Object.fromEntries(Object.entries(messages).map(([key, message]) => [`error.${key}`, message])) as Omit<
    ErrorCatalogue,
    'error.tooLong'
  >),
  'error.tooLong': 'Please use at most {maximum} characters',
} satisfies ErrorCatalogue;
