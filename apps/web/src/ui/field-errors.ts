import { AppError } from '@tightlines/domain';
import { showError } from './feedback';

/**
 * A submit's error handler that shows a refusal naming one of `fields` (the envelope's
 * `details.fields`) next to that field, and anything else in the shared error modal.
 */
export function showOnField<Field extends string>(
  setFieldError: (field: Field, message: string) => void,
  fields: readonly Field[],
  onField?: (field: Field) => void,
) {
  return (error: unknown) => {
    const named = error instanceof AppError ? error.details?.fields : undefined;
    const field = Array.isArray(named) ? fields.find((candidate) => named.includes(candidate)) : undefined;
    if (error instanceof AppError && field) {
      setFieldError(field, error.message);
      onField?.(field);
      return;
    }
    showError(error);
  };
}
