import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderElement } from '../../../test/render';
import { refusal, emptyLists, serveApi } from '../../../test/serve-api';
import { RegisterForm } from './register-form';

/** The catalogues the screen reads, which these tests do not look at. */
const CATALOGUES = emptyLists('/roles', '/countries');

// Labels of required fields end with an asterisk.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' });

afterEach(() => vi.unstubAllGlobals());

async function fillAccountPage(email: string) {
  await userEvent.type(field('First name'), 'Ana');
  await userEvent.type(field('Last name'), 'Mora');
  await userEvent.type(field('E-mail'), email);
  await userEvent.type(field('Password'), 'long enough');
  await userEvent.type(field('Confirm password'), 'long enough');
}

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('checks the account page with the API’s rules and shows each message next to its field', async () => {
    serveApi(CATALOGUES);
    renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
    await userEvent.type(field('E-mail'), 'ana@');
    await userEvent.type(field('Password'), 'ana.mora@example.com');
    await userEvent.type(field('Confirm password'), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('First name')).toHaveAccessibleDescription(messages.completeRequiredFields);
    expect(field('Last name')).toHaveAccessibleDescription(messages.completeRequiredFields);
    // A badly formatted e-mail is named as such: only missing fields ask to be completed.
    expect(field('E-mail')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field('Confirm password')).toHaveAccessibleDescription(messages.passwordMismatch);

    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'Ana.Mora@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The password may not hold the e-mail (spec §5).
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooCommon),
    );
  });

  // Issue 31: a filled name past its limit says the limit, in the language shown, and stays typed.
  it('names the limit of a too-long first name, in Spanish', async () => {
    await activateLanguage('es');
    try {
      const fetch = serveApi(CATALOGUES);
      renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
      const name = field('Nombre');
      await userEvent.click(name);
      await userEvent.paste('A'.repeat(81));
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(name).toHaveAccessibleDescription('Usa como máximo 80 caracteres');
      expect(name).toHaveValue('A'.repeat(81));
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/email_available'))).toBe(false);
    } finally {
      await activateLanguage('en');
    }
  });

  it('says a taken e-mail on the first page, before the second (spec §5)', async () => {
    const fetch = serveApi({
      ...CATALOGUES,
      'POST /api/register/email_available': () => ({ available: false }),
    });
    renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
    await fillAccountPage('Ana@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('E-mail')).toHaveAccessibleDescription(messages.emailTaken));
    expect(screen.queryByRole('combobox', { name: 'Nationality' })).toBeNull();
    expect(field('Password')).toHaveValue('long enough');
    const asked = fetch.mock.calls.find(([url]) => String(url).includes('/email_available'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ email: 'ana@example.com' });
  });

  it('accepts only a phone number as the phone, on the form and from the server', async () => {
    serveApi({
      ...CATALOGUES,
      'POST /api/register/email_available': () => ({ available: true }),
      'GET /api/countries': () => [{ name: 'Costa Rica', code: 'CR', flag: '' }],
      'POST /api/register': () => refusal(400, 'invalidPhone', { fields: ['userContactInfo.1.value'] }),
    });
    renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
    await fillAccountPage('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Nationality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Costa Rica', hidden: true }));
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(phone).toHaveAccessibleDescription(messages.invalidPhone);

    // A number the form takes but the server refuses comes back to the same field.
    await userEvent.clear(phone);
    await userEvent.type(phone, '+506 8888 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(messages.invalidPhone));
    expect(phone).toHaveValue('+506 8888 0000');
  });

  it('brings a taken e-mail back to its field on the first page, everything typed kept', async () => {
    serveApi({
      ...CATALOGUES,
      'POST /api/register/email_available': () => ({ available: true }),
      'GET /api/countries': () => [{ name: 'Costa Rica', code: 'CR', flag: '' }],
      'POST /api/register': () => refusal(409, 'emailTaken'),
    });
    renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
    await userEvent.type(field('First name'), 'Ana');
    await userEvent.type(field('Last name'), 'Mora');
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'long enough');
    await userEvent.type(field('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Nationality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Costa Rica', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(field('E-mail')).toHaveAccessibleDescription('This e-mail is already registered'),
    );
    expect(field('E-mail')).toHaveValue('ana@example.com');
    expect(field('Password')).toHaveValue('long enough');
  });
});
