import { useCallback, useState } from 'react';
import { showError } from './feedback';

interface SubmitOptions {
  /** What to show when the work fails; the shared error modal (spec §8 message) by default. */
  onError?: (error: unknown) => void;
  /** Stay pending after success, for work that leaves the page (a sign-in redirect). */
  stayPending?: boolean;
}

/**
 * A form's submit, pending while it runs. A failure opens the error modal and ends pending, and
 * never touches the form: what the user typed is still there to correct.
 */
export function useSubmit(): [
  pending: boolean,
  submit: (work: () => Promise<void>, options?: SubmitOptions) => Promise<void>,
] {
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (work: () => Promise<void>, { onError = showError, stayPending = false }: SubmitOptions = {}) => {
      setPending(true);
      try {
        await work();
        if (!stayPending) setPending(false);
      } catch (error) {
        setPending(false);
        onError(error);
      }
    },
    [],
  );
  return [pending, submit];
}
