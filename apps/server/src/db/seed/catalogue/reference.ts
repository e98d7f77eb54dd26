import type { NamedSeed } from './types';

/**
 * Kinds of sport fishing. 'Offshore' and 'Nearshore' are relied on by name elsewhere (a session's fishing
 * style is shown as Billfish or All Species from them), so do not rename them.
 */
export const fishingTypesSeed: NamedSeed[] = [
  {
    name: 'Offshore',
    description: 'Blue-water fishing beyond the continental shelf for billfish, tuna, dorado and wahoo.',
  },
  {
    name: 'Nearshore',
    description:
      'Fishing reefs, wrecks and ledges within sight of land for snapper, grouper, mackerel and jacks.',
  },
  {
    name: 'Inshore',
    description: 'Fishing bays, estuaries, mangroves and rivers for snook, tarpon, redfish and seatrout.',
  },
  {
    name: 'Flats',
    description: 'Sight fishing shallow flats by poling or wading for bonefish, permit and tarpon.',
  },
  {
    name: 'Fly fishing',
    description: 'Casting a weightless fly with a fly rod and line, from flats to blue water.',
  },
  { name: 'Kayak', description: 'Fishing from a paddle or pedal kayak, usually inshore or nearshore.' },
  { name: 'Surf', description: 'Casting from the beach or a jetty into the surf.' },
  {
    name: 'Bottom fishing',
    description: 'Dropping baits or jigs to the seabed over reefs, wrecks and deep structure.',
  },
  {
    name: 'Deep dropping',
    description:
      'Fishing very deep water, often with electric reels, for swordfish and deep-water snapper and grouper.',
  },
  {
    name: 'Spearfishing',
    description:
      'Free-diving with a speargun or pole spear; catches are not eligible in angling tournaments.',
  },
];

/** How someone works on the water; 'Fulltime' is relied on by name. */
export const workTypesSeed: NamedSeed[] = [
  { name: 'Fulltime', description: 'Works on the water as a full-time job all year.' },
  { name: 'Part time', description: 'Works on the water part of the week alongside another job.' },
  { name: 'Seasonal', description: 'Works on the water during the fishing season only.' },
  { name: 'Recreational', description: 'Fishes for sport and leisure, not for pay.' },
];

/** Genders, with fixed ids. */
export const gendersSeed: { id: number; name: string }[] = [
  { id: 1, name: 'Male' },
  { id: 2, name: 'Female' },
  { id: 3, name: 'Other' },
  { id: 4, name: 'Prefer not to say' },
];
