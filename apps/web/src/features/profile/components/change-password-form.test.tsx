import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { ChangePasswordForm } from './change-password-form';

const EMAIL = 'ana.mora@example.com';
// Labels of required fields end with an asterisk.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' });

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onDone = vi.fn();
  renderElement(<ChangePasswordForm email={EMAIL} onDone={onDone} />, { auth: signedInAs({ email: EMAIL }) });
  return onDone;
}

describe('ChangePasswordForm', () => {
  it('shows the spec message of each rule next to its field, and sends nothing', async () => {
    const fetch = serveApi({});
    renderForm();
    await userEvent.type(field('New password'), 'short');
    await userEvent.type(field('Confirm new password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Current password')).toHaveAccessibleDescription(messages.completeRequiredFields);
    expect(field('New password')).toHaveAccessibleDescription(messages.passwordRules);
    expect(field('Confirm new password')).toHaveAccessibleDescription(messages.passwordMismatch);

    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'ana.mora-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('New password')).toHaveAccessibleDescription(messages.passwordTooCommon);
    expect(fetch).not.toHaveBeenCalledWith('/api/users/changePass', expect.anything());
  });

  // Issue 31: a filled current password past its limit says the limit, not zod's own English.
  it('names the limit of a current password that is too long, keeping it', async () => {
    const fetch = serveApi({});
    renderForm();
    await userEvent.click(field('Current password'));
    await userEvent.paste('p'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Current password')).toHaveAccessibleDescription('Please use at most 200 characters');
    expect(field('Current password')).toHaveValue('p'.repeat(201));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal of a field next to it and keeps what was typed', async () => {
    serveApi({
      'PUT /api/users/changePass': () => refusal(400, 'passwordTooCommon', { fields: ['newPassword'] }),
    });
    const onDone = renderForm();
    await userEvent.type(field('Current password'), 'old secret');
    await userEvent.type(field('New password'), 'password123');
    await userEvent.type(field('Confirm new password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(messages.passwordTooCommon),
    );
    expect(field('New password')).toHaveValue('password123');
    expect(field('Current password')).toHaveValue('old secret');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens the error modal for a refusal that names no field of the form', async () => {
    serveApi({ 'PUT /api/users/changePass': () => refusal(401, 'loginInvalid') });
    renderForm();
    await userEvent.type(field('Current password'), 'old secret');
    await userEvent.type(field('New password'), 'long enough');
    await userEvent.type(field('Confirm new password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.loginInvalid);
    expect(field('New password')).toHaveValue('long enough');
  });
});
