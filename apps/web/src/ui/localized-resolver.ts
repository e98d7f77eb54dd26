import { schemaResolver, type FormErrors } from '@mantine/form';
import { specMessage } from './spec-message';

/**
 * Mantine's schema resolver, its messages in the language shown: the schemas (shared with the
 * server) speak the spec §8 English, the form shows the user's language.
 */
export function localizedResolver(
  schema: Parameters<typeof schemaResolver>[0],
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? specMessage(error) : error,
      ]),
    );
}
