import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { sessionFormReads } from '../../../test/fish-logs';
import { LogSessionModal } from './log-session-modal';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

/** A `datetime-local` field by the start of its label, set the way a browser's picker does. */
const timeBox = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setTime = (label: string, value: string) => fireEvent.change(timeBox(label), { target: { value } });

// Issue 31: a session whose finish comes before its start says so at the finish, in the language
// shown, and keeps both times as typed; nothing is sent.
describe('the session form’s date range', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Log a session', 'Start', 'Finish', 'Log session', 'The session cannot finish before it starts'],
    [
      'es',
      'Registrar una salida',
      'Inicio',
      'Fin',
      'Registrar salida',
      'La salida no puede terminar antes de empezar',
    ],
  ] as const)(
    'refuses a finish before the start, in %s',
    async (language, dialog, start, finish, submit, message) => {
      await activateLanguage(language);
      const posted = vi.fn();
      serveApi({
        ...sessionFormReads(),
        'GET /api/species': () => [],
        'POST /api/sessions': ({ body }) => {
          posted(body);
          return {};
        },
      });
      renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
      await screen.findByRole('dialog', { name: dialog });
      setTime(start, '2026-03-01T12:00');
      setTime(finish, '2026-03-01T08:00');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(timeBox(finish)).toHaveAccessibleDescription(message));
      expect(timeBox(start)).toHaveValue('2026-03-01T12:00');
      expect(timeBox(finish)).toHaveValue('2026-03-01T08:00');
      expect(posted).not.toHaveBeenCalled();
    },
  );
});
