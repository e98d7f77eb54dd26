import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserCard } from '@tightlines/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import type { TeamMemberChoice } from './session-form-values';
import { TeamMemberPicker } from './team-member-picker';

const card = (name: string, lastname: string, n: number, email: string | null = null): UserCard => ({
  userUUID: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
  name,
  lastname,
  roleName: 'Mate',
  url: null,
  email,
});
const PEOPLE = [
  card('Mara', 'Mora', 1),
  card('Mario', 'Marín', 2, 'mario@example.com'),
  card('Me', 'Myself', 3, 'me@example.com'),
];

/** The users list: everyone whose name starts with the search text. */
function serve() {
  return serveApi({
    'GET /api/users/list': ({ url }) => {
      const text = (url.searchParams.get('searchText') ?? '').toLowerCase();
      return PEOPLE.filter((person) => `${person.name} ${person.lastname}`.toLowerCase().startsWith(text));
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

function Harness({
  initial = [],
  onChange,
}: {
  initial?: TeamMemberChoice[];
  onChange: (value: TeamMemberChoice[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TeamMemberPicker
      value={value}
      ownEmail="me@example.com"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Team members' });
// jsdom lays nothing out, so Mantine's popover counts its anchor as off screen and hides the
// dropdown with display: none; the options are still the ones a user would see.
const findOption = (name: RegExp) => screen.findByRole('option', { name, hidden: true });
const queryOption = (name: RegExp) => screen.queryByRole('option', { name, hidden: true });

describe('TeamMemberPicker', { timeout: 20_000 }, () => {
  it('finds people by part of their name after a pause, and adds the one chosen as a pill', async () => {
    const fetch = serve();
    const onChange = vi.fn();
    renderElement(<Harness onChange={onChange} />);
    await userEvent.type(box(), 'Mar');
    const option = await findOption(/Mara Mora/);
    // One request for the settled text, not one per keystroke.
    const searches = fetch.mock.calls.map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('searchText'),
    );
    expect(searches).toEqual(['Mar']);
    expect(await findOption(/Mario Marín.*mario@example\.com/)).toBeInTheDocument();
    await userEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith([
      { userUUID: PEOPLE[0]!.userUUID, email: null, name: 'Mara', lastname: 'Mora', url: null },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Mara Mora' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('leaves out people already chosen and the signed-in user, and says when no one is found', async () => {
    serve();
    const mara = { userUUID: PEOPLE[0]!.userUUID, email: null, name: 'Mara', lastname: 'Mora', url: null };
    renderElement(<Harness initial={[mara]} onChange={vi.fn()} />);
    await userEvent.type(box(), 'M');
    await userEvent.type(box(), 'a');
    await findOption(/Mario Marín/);
    expect(queryOption(/Mara Mora/)).toBeNull();
    await userEvent.clear(box());
    await userEvent.type(box(), 'Me');
    const listbox = screen.getByRole('listbox', { hidden: true });
    await waitFor(() => expect(listbox).toHaveTextContent('No one found'));
    // Screen readers hear it too.
    expect(screen.getAllByText('No one found')).toHaveLength(2);
    expect(queryOption(/Myself/)).toBeNull();
  });

  it('adds a typed full e-mail with Enter, without submitting the form, and removes pills by keyboard', async () => {
    serve();
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderElement(
      <form onSubmit={onSubmit}>
        <Harness onChange={onChange} />
      </form>,
    );
    await userEvent.type(box(), 'crew@example.com{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([
      { userUUID: null, email: 'crew@example.com', name: '', lastname: '', url: null },
    ]);
    expect(screen.getByRole('button', { name: 'Remove crew@example.com' })).toBeInTheDocument();
    await userEvent.type(box(), 'xx{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(box());
    await userEvent.type(box(), '{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it('shows the current members of an edited session as pills', () => {
    serve();
    renderElement(
      <Harness
        initial={[{ userUUID: null, email: 'ana@example.com', name: 'Ana', lastname: 'Mora', url: null }]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Ana Mora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ana Mora' })).toBeInTheDocument();
  });
});
