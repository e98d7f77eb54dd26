import type { Profile } from '@tightlines/domain';

/** A Captain's profile with a name, a country and a birthday, nothing else filled in. */
export const captainProfile: Profile = {
  email: 'cap@example.com',
  name: 'Carla',
  lastname: 'Vega',
  roleName: 'Captain',
  url: null,
  nationalityName: 'Mexico',
  countryCode: 'MX',
  genderId: null,
  gender: null,
  birthday: '1985-02-03',
  localityUUID: null,
  localityName: null,
  addressInfo: null,
  userContactInfo: [],
  sizeId: 2,
  weightId: 4,
  temperatureUnit: 'fahrenheit',
  boats: [],
  experiences: [],
  privacy: null,
  hidden: [],
  isCurrentUser: true,
};
