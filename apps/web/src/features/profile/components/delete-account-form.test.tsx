import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi, type ApiRequest } from '../../../test/serve-api';
import { DeleteAccountForm } from './delete-account-form';

const EMAIL = 'ana.mora@example.com';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onDone = vi.fn();
  renderElement(<DeleteAccountForm email={EMAIL} onDone={onDone} />, { auth: signedInAs({ email: EMAIL }) });
  return onDone;
}

describe('DeleteAccountForm', { timeout: 20_000 }, () => {
  it('asks for confirmation, deletes with the password, then signs out', async () => {
    const deletions: ApiRequest[] = [];
    const logouts: ApiRequest[] = [];
    serveApi({
      'DELETE /api/accounts/ana.mora%40example.com': (request) => (deletions.push(request), null),
      'POST /api/auth/logout': (request) => (logouts.push(request), null),
    });
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText('Current password', { selector: 'input' }), 'my password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 5000 });
    expect(deletions).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(deletions[0]!.body).toEqual({ currentPassword: 'my password 1' });
    expect(onDone).toHaveBeenCalled();
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
  });

  it('keeps the account and says so next to the field when the password is wrong', async () => {
    serveApi({
      'DELETE /api/accounts/ana.mora%40example.com': () =>
        refusal(400, 'currentPasswordInvalid', { fields: ['currentPassword'] }),
    });
    renderForm();
    const field = screen.getByLabelText('Current password', { selector: 'input' });
    await userEvent.type(field, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 5000 }),
      ).getByRole('button', {
        name: 'Delete my account',
      }),
    );
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.currentPasswordInvalid)),
    );
  });
});
