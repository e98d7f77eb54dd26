import type { FormErrors, schemaResolver } from '@mantine/form';
import { fieldIssueRef, type FieldIssue } from '@tightlines/domain';
import { specMessage } from './spec-message';

type Schema = Parameters<typeof schemaResolver>[0];
type Issue = FieldIssue & { path?: readonly (PropertyKey | { key: PropertyKey })[] };

/**
 * A form's validation by a schema (shared with the server), its messages in the language shown:
 * each field shows the first of its issues as the server would key it (`fieldIssueRef`: a spec
 * §8 message the schema gave, or what is wrong with a filled value, its limit named), never zod's
 * own English and never "complete all fields" for a field that is filled but wrong.
 */
export function localizedResolver(schema: Schema): (values: unknown) => FormErrors {
  return (values) => {
    const result = schema['~standard'].validate(values);
    // Zod answers with a promise only when a check threw on the way: the fault is reported, and the
    // form stays usable (the server checks the same schema and names the field it refuses).
    if (result instanceof Promise) {
      result.catch((fault: unknown) =>
        console.error('A form check failed; the server judges the values', fault),
      );
      return {};
    }
    const errors: FormErrors = {};
    for (const issue of (result.issues ?? []) as readonly Issue[]) {
      const path = (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.');
      errors[path] ??= specMessage(fieldIssueRef(issue));
    }
    return errors;
  };
}
