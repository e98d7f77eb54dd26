import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type ClubDto } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { ClubAdminPage } from './club-admin-page';

const CLUB: ClubDto = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Bay Anglers',
  siteUrl: 'https://bay.example.org',
  description: 'Anglers of the bay',
  regionId: null,
  regionName: 'Costa Rica Pacific',
  pictureUrl: null,
  unitPriceCents: 4_500,
  currency: 'usd',
  membersCount: 3,
  mine: null,
};

const REGIONS = [
  { regionName: 'Costa Rica Pacific', label: 'Costa Rica Pacific', countryCode: 'CR', localitiesCount: 2 },
];

const renderPage = () =>
  renderRoutes([{ path: '/club_admin', element: <ClubAdminPage /> }], {
    path: '/club_admin',
    auth: signedInAs({}, ['USER_PROFILE', 'CLUB_ADMIN']),
  });

describe('ClubAdminPage (issue 37 point 1)', () => {
  it('lists the clubs and creates one; a taken name shows under the name, what was typed kept', async () => {
    const bodies: unknown[] = [];
    let taken = true;
    serveApi({
      'GET /api/clubs': () => ({ items: [CLUB] }),
      'GET /api/regions': () => REGIONS,
      'POST /api/clubs': ({ body }) => {
        bodies.push(body);
        if (taken) {
          taken = false;
          return refusal(409, 'clubNameTaken', { fields: ['name'] });
        }
        return { ...CLUB, id: '22222222-2222-4222-8222-222222222222', name: 'Reef Club' };
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Clubs' });
    expect(
      within(list).getByText('Costa Rica Pacific · 3 members · $45.00 a unit a year'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New club' }));
    const dialog = await screen.findByRole('dialog', { name: 'New club' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await within(dialog).findByText('Please give the club a name.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reef Club');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Yearly price per unit' }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await within(dialog).findByText(messages.clubNameTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Reef Club');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await screen.findByText('The club was saved')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      name: 'Reef Club',
      siteUrl: null,
      description: '',
      regionName: null,
      unitPrice: 30,
    });
  });

  it('edits a club: its values filled in, only the price cleared to make it free', async () => {
    const bodies: unknown[] = [];
    serveApi({
      'GET /api/clubs': () => ({ items: [CLUB] }),
      'GET /api/regions': () => REGIONS,
      [`PATCH /api/clubs/${CLUB.id}`]: ({ body }) => {
        bodies.push(body);
        return { ...CLUB, unitPriceCents: null };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bay Anglers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bay Anglers' });
    expect(within(dialog).getByRole('textbox', { name: 'Website' })).toHaveValue('https://bay.example.org');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Yearly price per unit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await screen.findByText('The club was saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Bay Anglers',
        siteUrl: 'https://bay.example.org',
        description: 'Anglers of the bay',
        regionName: 'Costa Rica Pacific',
        unitPrice: null,
      },
    ]);
  });
});
