import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import { renderElement, signedInAs } from '../../../test/render';
import type * as pictures from '../../../api/upload-picture';
import { preparePicture } from '../../../api/upload-picture';
import { UserForm } from './user-form';

vi.mock('../../../api/upload-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof pictures>()),
  preparePicture: vi.fn(),
}));

const EMAIL = 'cap@example.com';
const profile = captainProfile;

afterEach(() => vi.unstubAllGlobals());

describe('UserForm', () => {
  it('holds Save while a chosen picture is being checked and shrunk, so the profile is never saved without it', async () => {
    // Catalogue lists (countries, genders) come back empty.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'OK', result: [] }))),
    );
    let finishPreparing = (_picture: Blob) => {};
    vi.mocked(preparePicture).mockReturnValue(new Promise((resolve) => (finishPreparing = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderElement(
      <UserForm profile={profile} email={EMAIL} onDone={() => undefined} />,
      { auth: signedInAs({ email: EMAIL }) },
    );
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeEnabled();

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'fish.png', { type: 'image/png' }));
    await waitFor(() => expect(save).toBeDisabled());

    finishPreparing(new Blob(['shrunk'], { type: 'image/png' }));
    await waitFor(() => expect(save).toBeEnabled());
  });
});
