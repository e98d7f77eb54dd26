import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Experience } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderElement, signedInAs } from '../../../test/render';
import { emptyLists, refusal, serveApi } from '../../../test/serve-api';
import { ExperienceForm } from './experience-form';

/** The form's catalogues, which these tests leave empty. */
const CATALOGUES = emptyLists('/fishingTypes', '/countries');

const experience: Experience = {
  experienceUUID: '00000000-0000-4000-8000-00000000000e',
  fishingTypeName: 'Offshore',
  workTypeName: 'Fulltime',
  roleName: 'Captain',
  years: 12,
  countries: [{ code: 'CR', name: 'Costa Rica' }],
  boats: [{ name: 'Sea Dog' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('ExperienceForm', () => {
  it('asks for type, role and years in the spec words, next to each field', async () => {
    const fetch = serveApi(CATALOGUES);
    renderElement(<ExperienceForm onDone={() => undefined} />, { auth: signedInAs() });
    await userEvent.click(screen.getByRole('button', { name: 'Save experience' }));
    for (const name of ['Fishing type', 'Role', 'Years of experience']) {
      expect(
        screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' }),
      ).toHaveAccessibleDescription(messages.completeNecessaryFields);
    }
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  // Issue 31: a filled but impossible number says what is wrong, at its field, and stays as typed.
  it.each([
    ['en', 'Years of experience', 'Save experience', 'Please enter a number no greater than 99'],
    ['es', 'Años de experiencia', 'Guardar experiencia', 'Introduce un número no mayor que 99'],
  ] as const)(
    'says 150 years is more than 99, in %s, and keeps it',
    async (language, label, save, message) => {
      await activateLanguage(language);
      try {
        const fetch = serveApi(CATALOGUES);
        renderElement(<ExperienceForm experience={experience} onDone={() => undefined} />, {
          auth: signedInAs(),
        });
        const years = screen.getByLabelText(new RegExp(`^${label} \\*$`), { selector: 'input' });
        await userEvent.clear(years);
        await userEvent.type(years, '150');
        await userEvent.click(screen.getByRole('button', { name: save }));
        expect(years).toHaveAccessibleDescription(message);
        expect(years).toHaveValue('150');
        expect(screen.queryByText(messages.completeNecessaryFields)).not.toBeInTheDocument();
        expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
      } finally {
        await activateLanguage('en');
      }
    },
  );

  it('shows the refusal the server gives for the years next to them', async () => {
    serveApi({
      ...CATALOGUES,
      'PUT /api/fishingExperiences/00000000-0000-4000-8000-00000000000e': () =>
        refusal(400, { key: 'numberTooBig', values: { maximum: 99 } }, { fields: ['years'] }),
    });
    renderElement(<ExperienceForm experience={experience} onDone={() => undefined} />, {
      auth: signedInAs(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save experience' }));
    const years = screen.getByLabelText(/^Years of experience \*$/, { selector: 'input' });
    await waitFor(() =>
      expect(years).toHaveAccessibleDescription('Please enter a number no greater than 99'),
    );
    expect(years).toHaveValue('12');
  });

  it('sends what the API takes: years, countries by code and boats by name', async () => {
    const fetch = serveApi({
      ...CATALOGUES,
      'PUT /api/fishingExperiences/00000000-0000-4000-8000-00000000000e': () => experience,
    });
    const onDone = vi.fn();
    renderElement(<ExperienceForm experience={experience} onDone={onDone} />, { auth: signedInAs() });
    await userEvent.click(screen.getByRole('button', { name: 'Save experience' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText(messages.experienceEditSuccess)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      fishingTypeName: 'Offshore',
      roleName: 'Captain',
      years: 12,
      countries: [{ code: 'CR' }],
      boats: [{ name: 'Sea Dog' }],
      workTypeName: 'Fulltime',
      activitySourceName: 'Website',
    });
  });
});
