import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMENT_MAX_LENGTH,
  commentTooLong,
  type Comment,
  type CommentPage,
  type UserInfo,
} from '@tightlines/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { uniqueComments } from '../hooks/session-comments';
import { SessionComments } from './session-comments';

const SESSION = '0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d11';
const signedIn = signedInAs({ email: 'rafa@example.com', name: 'Rafa Mora' });

const comment = (uuid: string, text: string): Comment => ({
  UUID: uuid,
  CreatedAt: '2026-03-01T10:00:00.000Z',
  Email: null,
  Name: 'Rafa',
  Lastname: 'Mora',
  Text: text,
  Url: null,
  CountryCode: null,
});

const moderatorInfo: UserInfo = {
  roleName: 'Angler',
  email: 'mod@example.com',
  gender: null,
  Boats: [],
  permissions: [{ Name: 'CONTENT_MODERATOR' }],
  name: 'Mo',
  lastname: 'Derator',
  url: null,
  localityName: null,
  isJudge: false,
  sizeId: 1,
  weightId: 4,
  temperatureUnit: 'celsius',
  language: null,
};

const envelope = (status: number, result: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: status, message, result }), { status });

beforeAll(() => {
  // jsdom has no font loading API; the autosizing comment box listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});
afterEach(() => vi.unstubAllGlobals());

/** A server whose comment list is `stored`; each POST waits for `answerPost` to be called. */
function serve(stored: Comment[]) {
  let answerPost: (response: Response) => void = () => undefined;
  serveApi({
    'POST /api/comments': () => new Promise<Response>((resolve) => (answerPost = resolve)),
    // The user info of whoever a test signed in (the app reads it again): only the moderator has the grant.
    'GET /api/users': ({ url }) => {
      const email = url.searchParams.get('userEmail') ?? '';
      const isModerator = email === moderatorInfo.email;
      return [{ ...moderatorInfo, email, permissions: isModerator ? moderatorInfo.permissions : [] }];
    },
    [`GET /api/comments/${SESSION}`]: (): CommentPage => ({
      items: stored.slice(0, 2),
      total: stored.length,
    }),
    'POST /api/moderation/comments/0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12/remove': () => null,
  });
  return { answer: (response: Response) => answerPost(response) };
}

describe('SessionComments', () => {
  it('empties the box as the comment leaves, then shows the comment once', async () => {
    const stored: Comment[] = [];
    const server = serve(stored);
    renderElement(<SessionComments uuid={SESSION} />, { auth: signedIn });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Great release!');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    // The text is not in the box and in the list at the same time, not even for a moment.
    expect(box).toHaveValue('');
    expect(box.textContent).toBe('');

    const posted = comment('c1', 'Great release!');
    stored.unshift(posted);
    server.answer(envelope(200, posted));
    await waitFor(() => expect(screen.getAllByText('Great release!')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('No comments yet.')).not.toBeInTheDocument());
    expect(screen.getAllByText('Great release!')).toHaveLength(1);
  });

  it('puts a refused comment back into the box and shows why', async () => {
    const server = serve([]);
    renderElement(<SessionComments uuid={SESSION} />, { auth: signedIn });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Tight lines');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    server.answer(envelope(400, null, 'Please complete all required fields'));
    expect(await screen.findByText('Please complete all required fields')).toBeInTheDocument();
    expect(box).toHaveValue('Tight lines');
  });
});

describe('SessionComments and a bad connection', () => {
  it('sends a comment again under the same Idempotency-Key, and the next one under a new key', async () => {
    const server = serve([]);
    renderElement(<SessionComments uuid={SESSION} />, { auth: signedIn });
    const keysSent = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Tight lines');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    // The connection drops: the answer never comes back, and the text returns to the box.
    server.answer(envelope(503, null, 'Service unavailable'));
    await waitFor(() => expect(box).toHaveValue('Tight lines'));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    server.answer(envelope(200, comment('c1', 'Tight lines')));
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.type(box, 'Tight lines');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    server.answer(envelope(200, comment('c2', 'Tight lines')));
    await waitFor(() => expect(box).toHaveValue(''));
    const [first, retry, next] = keysSent();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('SessionComments length limit', () => {
  it('counts characters as you type and refuses a comment over the limit without sending it', async () => {
    serve([]);
    renderElement(<SessionComments uuid={SESSION} />, { auth: signedIn });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Tight');
    expect(screen.getByText(`5 / ${COMMENT_MAX_LENGTH} characters`)).toBeInTheDocument();
    // Pasted, not typed: a paste longer than the limit is kept whole, never cut silently.
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(box).toHaveValue('a'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(screen.getByText(commentTooLong)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SessionComments for moderators', () => {
  const moderator = signedInAs({ email: 'mod@example.com', name: 'Mo Derator' }, ['CONTENT_MODERATOR']);

  it('offers members no remove button', async () => {
    serve([comment('c1', 'Nice')]);
    renderElement(<SessionComments uuid={SESSION} />, { auth: signedIn });
    expect(await screen.findByText('Nice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove comment/ })).not.toBeInTheDocument();
  });

  it('removes a comment after a confirmation, sending the reason', async () => {
    serve([comment('0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12', 'Spam')]);
    renderElement(<SessionComments uuid={SESSION} />, { auth: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove comment by Rafa Mora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this comment?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Advertising');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/moderation/comments/'))).toBe(
        true,
      ),
    );
    const [url, init] = vi.mocked(fetch).mock.calls.find(([call]) => String(call).includes('/moderation/'))!;
    expect(String(url)).toBe('/api/moderation/comments/0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12/remove');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Advertising' });
  });
});

describe('uniqueComments', () => {
  it('keeps each comment once when offset pages overlap', () => {
    const [a, b, c] = [comment('a', 'one'), comment('b', 'two'), comment('c', 'three')];
    const pages: CommentPage[] = [
      { items: [a, b], total: 3 },
      { items: [b, c], total: 3 },
    ];
    expect(uniqueComments(pages).map((item) => item.UUID)).toEqual(['a', 'b', 'c']);
  });
});
