import { act, screen, within } from '@testing-library/react';
import type { Session } from '@tightlines/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { formatDateTime } from '../../../ui/format-date';
import { MySessionCard } from './my-session-card';

const hiddenAt = '2026-03-02T09:30:00.000Z';
const session = (change: Partial<Session>): Session =>
  aSession({
    UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
    owner: { name: 'Ana', lastname: 'Mora', url: null },
    ownerRole: 'Angler',
    Releases: 1,
    canEdit: true,
    IsHidden: true,
    logs: [],
    can: { edit: true, hide: true, restore: true, delete: true },
    ...change,
  });
const units = { size: 1, weight: 3, temperature: 'celsius' } as const;
const moderated = session({
  hiddenByModerator: { at: hiddenAt, reason: 'The video shows a fish kept out of the water' },
  can: { edit: true, hide: true, restore: false, delete: true },
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('MySessionCard, hidden', { timeout: 30_000 }, () => {
  it('tells its author a moderator hid it, when and why, and offers no Restore', () => {
    renderElement(<MySessionCard session={moderated} units={units} />, { auth: signedInAs() });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Hidden by a moderator')).toBeVisible();
    const notice = within(card).getByTestId('moderated-notice');
    expect(notice).toHaveTextContent(`A moderator hid this session on ${formatDateTime(hiddenAt)}`);
    expect(notice).toHaveTextContent('Reason: The video shows a fish kept out of the water');
    expect(notice).toHaveTextContent('Only a moderator can restore it.');
    expect(within(card).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('says it in Spanish too', async () => {
    await act(() => activateLanguage('es'));
    renderElement(<MySessionCard session={moderated} units={units} />, { auth: signedInAs() });
    const notice = screen.getByTestId('moderated-notice');
    expect(notice).toHaveTextContent('Un moderador ocultó esta salida');
    expect(notice).toHaveTextContent('Motivo: The video shows a fish kept out of the water');
    expect(screen.getByText('Ocultada por un moderador')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restaurar' })).toBeNull();
  });

  it('offers its author Restore for a session they hid themselves', () => {
    renderElement(<MySessionCard session={session({})} units={units} />, { auth: signedInAs() });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Hidden')).toBeVisible();
    expect(within(card).queryByTestId('moderated-notice')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Restore' })).toBeVisible();
  });
});

describe('MySessionCard named by the address', () => {
  it("shows its breakdown open (a notification's link to a catch lands on it), and closed otherwise", () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderElement(
        <>
          <MySessionCard session={session({ IsHidden: false })} units={units} focused />
          <MySessionCard session={session({ IsHidden: false, UUID: 'other' })} units={units} />
        </>,
        { auth: signedInAs() },
      );
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
    const [named, other] = screen.getAllByRole('article');
    expect(named).toHaveAttribute('aria-current', 'true');
    expect(within(named!).getByRole('button', { name: 'Breakdown', expanded: true })).toBeVisible();
    expect(within(other!).getByRole('button', { name: 'Breakdown', expanded: false })).toBeVisible();
    expect(scrolled).toEqual([named]);
  });
});
