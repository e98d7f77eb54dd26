import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { RegisterForm } from './register-form';

// Labels of required fields end with an asterisk.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' });

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('checks the account page with the API’s rules and shows each message next to its field', async () => {
    serveApi({});
    renderElement(<RegisterForm uid="abc" onSignIn={() => undefined} />);
    await userEvent.type(field('E-mail'), 'ana@');
    await userEvent.type(field('Password'), 'ana.mora@example.com');
    await userEvent.type(field('Confirm password'), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('First name')).toHaveAccessibleDescription(messages.completeRequiredFields);
    expect(field('Last name')).toHaveAccessibleDescription(messages.completeRequiredFields);
    expect(field('E-mail')).toHaveAccessibleDescription(messages.completeRequiredFields);
    expect(field('Confirm password')).toHaveAccessibleDescription(messages.passwordMismatch);

    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'Ana.Mora@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The password may not hold the e-mail (spec §5).
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordTooCommon),
    );
  });

  it('brings a taken e-mail back to its field on the first page, everything typed kept', async () => {
    serveApi({
      'GET /api/countries': () => [{ name: 'Costa Rica', code: 'CR', flag: '' }],
      'POST /api/register': () => refusal(409, 'This e-mail is already registered'),
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
