import type { TournamentDto } from '@tightlines/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { TournamentCard } from './tournament-card';
import { TournamentPicture } from './tournament-picture';

const tournament = (change: Partial<TournamentDto> = {}): TournamentDto => ({
  UUID: '5c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  Name: 'Quepos Billfish Open',
  Description: 'Sailfish off Quepos',
  Terms: 'Release every fish',
  StartDate: '2030-03-01T12:00:00.000Z',
  EndDate: '2030-03-03T22:00:00.000Z',
  UploadDeadline: '2030-03-04T12:00:00.000Z',
  OfficialTournamentTimeZone: 'America/Costa_Rica',
  EntranceFee: 0,
  entranceFeeCents: 0,
  Prize: 0,
  prizeCents: 0,
  currencyAcronym: 'usd',
  RegionTypeId: 2,
  regionTypeName: 'Regional',
  AllowLateJoin: true,
  refundDaysBeforeStart: 7,
  fishingRadiusNm: 100,
  tournamentStatus: 'Active',
  displayStatus: 'Active',
  userIsJoined: false,
  can: { judge: false, manage: false, join: false, seeMembers: false, seeObjectOfTheDay: false },
  judgeInvitation: null,
  PictureUrl: '/media/uploads/abc/p.jpg?expires=1&sig=o',
  pictures: [
    { url: '/media/uploads/abc/p-w400.jpg?expires=1&sig=a', width: 400 },
    { url: '/media/uploads/abc/p-w800.jpg?expires=1&sig=b', width: 800 },
    { url: '/media/uploads/abc/p-w1600.jpg?expires=1&sig=c', width: 1600 },
  ],
  ruleUUID: '4c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  ruleName: 'IGFA strict',
  clubOption: 'All members',
  clubId: null,
  uploadsClosed: false,
  locations: [{ regionName: 'Puntarenas', label: 'Puntarenas', localities: [] }],
  species: [],
  judgesEmails: [],
  judges: [],
  judgeNames: [],
  memberCount: 0,
  ...change,
});

const SRCSET =
  '/media/uploads/abc/p-w400.jpg?expires=1&sig=a 400w, /media/uploads/abc/p-w800.jpg?expires=1&sig=b 800w, ' +
  '/media/uploads/abc/p-w1600.jpg?expires=1&sig=c 1600w';

/** The one picture on the page: decorative (alt ""), so it has the presentation role. */
const picture = () => screen.getByRole('presentation') as HTMLImageElement;

describe('tournament pictures', () => {
  it('the card offers every rendition with the width of its column, and the smallest as its src', () => {
    renderElement(<TournamentCard tournament={tournament()} now={new Date('2030-01-01T00:00:00Z')} />);
    const img = picture();
    expect(img.getAttribute('srcset')).toBe(SRCSET);
    expect(img.getAttribute('sizes')).toBe('(min-width: 48em) min(50vw, 660px), 100vw');
    expect(img.getAttribute('src')).toBe('/media/uploads/abc/p-w400.jpg?expires=1&sig=a');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("the banner offers every rendition with the page's width, and the largest as its src", () => {
    renderElement(<TournamentPicture tournament={tournament()} variant="banner" />);
    const img = picture();
    expect(img.getAttribute('srcset')).toBe(SRCSET);
    expect(img.getAttribute('sizes')).toBe('min(100vw, 1320px)');
    expect(img.getAttribute('src')).toBe('/media/uploads/abc/p-w1600.jpg?expires=1&sig=c');
  });

  it('an old single picture is its own only candidate', () => {
    const url = '/media/uploads/abc/old.png?expires=1&sig=o';
    renderElement(
      <TournamentPicture
        tournament={tournament({ PictureUrl: url, pictures: [{ url, width: 512 }] })}
        variant="banner"
      />,
    );
    expect(picture().getAttribute('srcset')).toBe(`${url} 512w`);
    expect(picture().getAttribute('src')).toBe(url);
  });

  it('a picture of unknown width is shown from its one URL, with no srcset; none without a picture', () => {
    const url = 'https://example.org/picture.jpg';
    const { unmount } = renderElement(
      <TournamentPicture tournament={tournament({ PictureUrl: url, pictures: [] })} variant="card" />,
    );
    expect(picture().getAttribute('src')).toBe(url);
    expect(picture().hasAttribute('srcset')).toBe(false);
    expect(picture().hasAttribute('sizes')).toBe(false);
    unmount();
    renderElement(
      <TournamentPicture tournament={tournament({ PictureUrl: null, pictures: [] })} variant="card" />,
    );
    expect(screen.queryByRole('presentation')).toBeNull();
  });
});
