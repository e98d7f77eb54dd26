import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages';
import { DEFAULT_PRIVACY, hiddenProfileSections } from './privacy';
import {
  completenessInputOf,
  isCustomPicture,
  isValidBirthday,
  profileCompleteness,
  type CompletenessInput,
} from './rules';
import { ZUserEditInput } from './schemas';

const empty: CompletenessInput = {
  name: null,
  pictureUrl: null,
  countryName: null,
  birthday: null,
  phone: null,
  address: null,
  firstExperience: null,
};
const fullAddress = {
  address1: '1 Marina Way',
  countryName: 'Costa Rica',
  stateName: 'Guanacaste',
  cityName: 'Flamingo',
};
const fullExperience = {
  years: 12,
  fishingTypeName: 'Offshore',
  roleName: 'Captain',
  countries: [{ code: 'CR' }],
};

describe('profileCompleteness', () => {
  it.each<[string, Partial<CompletenessInput>, number]>([
    ['nothing', {}, 0],
    ['a name', { name: 'Ana' }, 10],
    ['a blank name', { name: '  ' }, 0],
    ['a photo', { pictureUrl: 'https://cdn.example.com/a.jpg' }, 10],
    ['the default photo', { pictureUrl: 'https://app.example.com/default-profile.png' }, 0],
    ['a country', { countryName: 'Costa Rica' }, 10],
    ['a birthday', { birthday: '1990-04-01' }, 10],
    ['a phone', { phone: '+506 8888 0000' }, 10],
    ['a full address', { address: fullAddress }, 10],
    ['an address without a city', { address: { ...fullAddress, cityName: '' } }, 0],
    ['a full first experience', { firstExperience: fullExperience }, 40],
    [
      'an experience of zero years and no countries',
      { firstExperience: { ...fullExperience, years: 0, countries: [] } },
      20,
    ],
    [
      'everything',
      {
        name: 'Ana',
        pictureUrl: '/media/a.jpg',
        countryName: 'Costa Rica',
        birthday: '1990-04-01',
        phone: '1',
        address: fullAddress,
        firstExperience: fullExperience,
      },
      100,
    ],
  ])('%s → %d', (_name, changes, expected) => {
    expect(profileCompleteness({ ...empty, ...changes })).toBe(expected);
  });
});

describe('completenessInputOf', () => {
  it('reads the phone from the contacts and counts only the first experience', () => {
    const input = completenessInputOf({
      name: 'Ana',
      url: null,
      nationalityName: 'Costa Rica',
      birthday: null,
      userContactInfo: [
        { name: 'email', value: 'a@example.com' },
        { name: 'phone', value: '+506 1' },
      ],
      addressInfo: null,
      experiences: [
        { years: 0, fishingTypeName: 'Offshore', roleName: 'Mate', countries: [] },
        fullExperience,
      ],
    });
    expect(input.phone).toBe('+506 1');
    expect(profileCompleteness(input)).toBe(50);
  });
});

describe('isCustomPicture', () => {
  it.each([
    [null, false],
    ['', false],
    ['/default-profile.png', false],
    ['/media/uploads/a.png?sig=1', true],
  ])('%s → %s', (url, expected) => {
    expect(isCustomPicture(url)).toBe(expected);
  });
});

describe('isValidBirthday', () => {
  const today = '2026-03-15';
  it.each([
    [null, true],
    ['', true],
    ['1990-04-01', true],
    ['2026-03-14', true],
    ['2026-03-15', false],
    ['2030-01-01', false],
    ['2023-02-30', false],
    ['1990-13-01', false],
    ['01/04/1990', false],
    ['1850-01-01', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidBirthday(value, today)).toBe(expected);
  });

  it('refuses a future birthday in the edit form with the spec message', () => {
    const result = ZUserEditInput.safeParse({ birthday: '2999-01-01' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messageKeys.invalidBirthday);
  });
});

describe('privacy', () => {
  it('hides nothing from the owner', () => {
    expect(hiddenProfileSections({ ...DEFAULT_PRIVACY, showBoats: false }, true)).toEqual([]);
  });

  it.each([
    // Private by default: e-mail, phone and personal details (birthday, gender, address).
    [DEFAULT_PRIVACY, ['email', 'phone', 'details']],
    [{ ...DEFAULT_PRIVACY, showEmail: true, showPhone: true }, ['details']],
    [{ ...DEFAULT_PRIVACY, showEmail: true, showPhone: true, showProfileDetails: true }, []],
    [
      { ...DEFAULT_PRIVACY, showProfileDetails: false, showBoats: false, showExperience: false },
      ['email', 'phone', 'details', 'boats', 'experience'],
    ],
  ])('hides from others what %o keeps private', (privacy, expected) => {
    expect(hiddenProfileSections(privacy, false)).toEqual(expected);
  });
});
