import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type TeamDto, type UserCard } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { TeamsPanel } from './teams-panel';

const ANA = 'aaaaaaaa-0000-4000-8000-000000000001';
const LUIS = 'aaaaaaaa-0000-4000-8000-000000000002';
const MARA = 'aaaaaaaa-0000-4000-8000-000000000003';
const BOAT = 'bbbbbbbb-0000-4000-8000-000000000001';

const member = (userId: string, name: string, role: TeamDto['members'][number]['role']) => ({
  userId,
  name,
  role,
  pictureUrl: null,
  status: 'Active' as const,
});

const OWNED: TeamDto = {
  id: 'cccccccc-0000-4000-8000-000000000001',
  name: 'Reel Crew',
  ownerId: ANA,
  ownerName: 'Ana Mora',
  pictureUrl: null,
  pictureKey: null,
  boatId: null,
  boatName: null,
  members: [member(ANA, 'Ana Mora', 'Captain'), member(LUIS, 'Luis Paz', 'Angler')],
  isOwner: true,
};
const JOINED: TeamDto = {
  ...OWNED,
  id: 'cccccccc-0000-4000-8000-000000000002',
  name: 'Other Crew',
  ownerId: LUIS,
  ownerName: 'Luis Paz',
  isOwner: false,
};
const MARA_CARD: UserCard = {
  userUUID: MARA,
  name: 'Mara',
  lastname: 'Ríos',
  roleName: 'Mate',
  url: null,
  email: null,
};
const BOATS = [{ boatUUID: BOAT, boatName: 'Sea Dog', isCurrentUserBoat: true }];

// jsdom lays nothing out, so Mantine's popovers count their anchor as off screen and hide the
// dropdown; the options are still the ones a user would see.
const option = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

describe('My teams (issue 38 point 1)', { timeout: 30_000 }, () => {
  it('lets the owner edit a team: a refused field shows under it with the data kept, then saves', async () => {
    const bodies: unknown[] = [];
    serveApi({
      'GET /api/teams/mine': () => ({ items: [OWNED, JOINED] }),
      'GET /api/boats': () => BOATS,
      'GET /api/users/list': () => [MARA_CARD],
      [`PATCH /api/teams/${OWNED.id}`]: ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) return refusal(400, 'teamBoatNotOwned', { fields: ['boatId'] });
        return { ...OWNED, name: 'Reel Crew II' };
      },
    });
    renderElement(<TeamsPanel />, { auth: signedInAs({ email: 'ana@example.com' }) });

    // Only the team I own offers its edit form.
    const other = await screen.findByRole('region', { name: 'Other Crew' });
    expect(within(other).queryByRole('button', { name: 'Edit team' })).toBeNull();
    const mine = screen.getByRole('region', { name: 'Reel Crew' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit team' }));

    const form = await screen.findByRole('region', { name: 'Edit Reel Crew' });
    const name = within(form).getByRole('textbox', { name: 'Team name' });
    expect(name).toHaveValue('Reel Crew');
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await within(form).findByText(messages.completeRequiredFields)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(name, 'Reel Crew II');

    await userEvent.click(within(form).getByRole('combobox', { name: 'Boat' }));
    await userEvent.click(await option('Sea Dog'));
    await userEvent.type(within(form).getByRole('combobox', { name: 'Members' }), 'Mar');
    await userEvent.click(await option(/Mara Ríos/));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Role of Mara Ríos' }));
    // Each member's role list holds the three roles; Mara's is the last one.
    await userEvent.click((await screen.findAllByRole('option', { name: 'Mate', hidden: true })).at(-1)!);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Luis Paz' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save team' }));

    expect(await within(form).findByText(messages.teamBoatNotOwned)).toBeInTheDocument();
    expect(name).toHaveValue('Reel Crew II');
    expect(within(form).getByRole('combobox', { name: 'Role of Mara Ríos' })).toHaveValue('Mate');

    await userEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      name: 'Reel Crew II',
      boatId: BOAT,
      members: [
        { userId: ANA, role: 'Captain' },
        { userId: MARA, role: 'Mate' },
      ],
    });
  });
});
