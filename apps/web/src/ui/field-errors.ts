import { AppError } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { showError } from './feedback';
import { errorMessage } from './spec-message';

/** What of a Mantine form a refusal needs: its values (to know its fields) and where errors go. */
interface FieldErrorTarget {
  getValues(): unknown;
  setFieldError(path: string, error: ReactNode): void;
}

export interface ShowOnFieldOptions {
  /**
   * The form's path of an API field named differently: a table (`{ 'addressInfo.countryName':
   * 'countryName' }`) or a function (`(field) => \`log.${field}\``).
   */
  rename?: Record<string, string> | ((field: string) => string);
  /** Where a 409 goes (the e-mail is already taken), which names no field. */
  conflict?: string;
  /** Called with the path the message was shown at (e.g. to go back to the step holding it). */
  onField?: (path: string) => void;
}

function holds(values: unknown, path: string): boolean {
  let current = values;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/**
 * The form path a refusal belongs to: the first field its envelope names (`details.fields`, the
 * server's zod paths such as `logs.0.fishUUID`) that the form holds, or null.
 */
export function fieldOfError(
  error: unknown,
  values: unknown,
  { rename = {}, conflict }: Pick<ShowOnFieldOptions, 'rename' | 'conflict'> = {},
): string | null {
  if (!(error instanceof AppError)) return null;
  if (error.errorCode === 'CONFLICT' && conflict) return conflict;
  const named = error.details?.fields;
  if (!Array.isArray(named)) return null;
  for (const field of named) {
    if (typeof field !== 'string') continue;
    const path = typeof rename === 'function' ? rename(field) : (rename[field] ?? field);
    if (holds(values, path)) return path;
  }
  return null;
}

/**
 * A submit's error handler: a refusal naming one of the form's fields shows its spec §8 message
 * next to that field (in the user's language), and anything else opens the shared error modal. The form is never reset, so
 * what the user typed is still there to correct.
 */
export function showOnField(form: FieldErrorTarget, options: ShowOnFieldOptions = {}) {
  return (error: unknown) => {
    const path = fieldOfError(error, form.getValues(), options);
    if (path && error instanceof AppError) {
      form.setFieldError(path, errorMessage(error));
      options.onField?.(path);
      return;
    }
    showError(error);
  };
}
