import { messages, messageTemplates, type MessageKey, type MessageTemplateKey } from '@tightlines/domain';

/** The message of a key, as the server's envelope and the forms name them (packages/domain). */
export type ErrorCatalogue = { [K in MessageKey | MessageTemplateKey as `error.${K}`]: string };

/**
 * The spec §8 messages, in English exactly as the domain words them (the server sends the same),
 * under `error.<key>`; plus the templates (a too-long text, a number too big…), whose limit is a value.
 */
export default Object.fromEntries(
  [...Object.entries(messages), ...Object.entries(messageTemplates)].map(([key, message]) => [
    `error.${key}`,
    message,
  ]),
) as ErrorCatalogue;
