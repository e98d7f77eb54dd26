import type { PortSeed } from './types';

/**
 * Marinas and harbours used by sport-fishing fleets. Each belongs to a locality of regionsSeed (matched by
 * exact name). Coordinates are decimal degrees (WGS 84) at the docks, to roughly 0.005° (a few hundred
 * metres); check against the marina's own chart position before using them for navigation.
 */
export const portsSeed: PortSeed[] = [
  // Costa Rica Pacific
  {
    name: 'Marina Pez Vela',
    localityName: 'Quepos',
    countryCode: 'CR',
    latitude: 9.4225,
    longitude: -84.168,
  },
  {
    name: 'Los Sueños Resort & Marina',
    localityName: 'Los Sueños',
    countryCode: 'CR',
    latitude: 9.6505,
    longitude: -84.6655,
  },
  {
    name: 'Marina Flamingo',
    localityName: 'Flamingo',
    countryCode: 'CR',
    latitude: 10.4365,
    longitude: -85.79,
  },
  {
    name: 'Marina Papagayo',
    localityName: 'Papagayo Peninsula',
    countryCode: 'CR',
    latitude: 10.641,
    longitude: -85.657,
  },
  {
    name: 'Banana Bay Marina',
    localityName: 'Golfito',
    countryCode: 'CR',
    latitude: 8.638,
    longitude: -83.17,
  },

  // Panama Pacific
  {
    name: 'Flamenco Marina',
    localityName: 'Panama City',
    countryCode: 'PA',
    latitude: 8.912,
    longitude: -79.522,
  },
  {
    name: 'Tropic Star Lodge',
    localityName: 'Piñas Bay',
    countryCode: 'PA',
    latitude: 7.566,
    longitude: -78.194,
  },

  // Guatemala Pacific
  {
    name: 'Marina Pez Vela Guatemala',
    localityName: 'Puerto Quetzal',
    countryCode: 'GT',
    latitude: 13.925,
    longitude: -90.79,
  },
  {
    name: 'Pacific Fins Resort & Marina',
    localityName: 'Iztapa',
    countryCode: 'GT',
    latitude: 13.934,
    longitude: -90.71,
  },

  // Baja California Sur
  {
    name: 'Marina Cabo San Lucas',
    localityName: 'Cabo San Lucas',
    countryCode: 'MX',
    latitude: 22.886,
    longitude: -109.911,
  },
  {
    name: 'Marina Puerto Los Cabos',
    localityName: 'San José del Cabo',
    countryCode: 'MX',
    latitude: 23.054,
    longitude: -109.677,
  },
  {
    name: 'Marina de La Paz',
    localityName: 'La Paz',
    countryCode: 'MX',
    latitude: 24.158,
    longitude: -110.325,
  },

  // Quintana Roo
  {
    name: 'Marina Puerto Cancún',
    localityName: 'Cancún',
    countryCode: 'MX',
    latitude: 21.163,
    longitude: -86.812,
  },
  {
    name: 'Marina Puerto Isla Mujeres',
    localityName: 'Isla Mujeres',
    countryCode: 'MX',
    latitude: 21.243,
    longitude: -86.741,
  },
  {
    name: 'Marina Fonatur Cozumel',
    localityName: 'Cozumel',
    countryCode: 'MX',
    latitude: 20.524,
    longitude: -86.943,
  },
  {
    name: 'Marina Puerto Aventuras',
    localityName: 'Puerto Aventuras',
    countryCode: 'MX',
    latitude: 20.4985,
    longitude: -87.2275,
  },

  // Florida Keys
  {
    name: 'Ocean Reef Club Marina',
    localityName: 'Key Largo',
    countryCode: 'US',
    latitude: 25.307,
    longitude: -80.28,
  },
  {
    name: "Bud N' Mary's Marina",
    localityName: 'Islamorada',
    countryCode: 'US',
    latitude: 24.8985,
    longitude: -80.6605,
  },
  {
    name: 'Whale Harbor Marina',
    localityName: 'Islamorada',
    countryCode: 'US',
    latitude: 24.939,
    longitude: -80.609,
  },
  {
    name: 'Faro Blanco Resort & Yacht Club',
    localityName: 'Marathon',
    countryCode: 'US',
    latitude: 24.7095,
    longitude: -81.106,
  },
  {
    name: 'Key West Bight Marina',
    localityName: 'Key West',
    countryCode: 'US',
    latitude: 24.561,
    longitude: -81.8015,
  },
  {
    name: 'Stock Island Marina Village',
    localityName: 'Key West',
    countryCode: 'US',
    latitude: 24.5665,
    longitude: -81.737,
  },

  // North Carolina
  {
    name: 'Oregon Inlet Fishing Center',
    localityName: 'Oregon Inlet',
    countryCode: 'US',
    latitude: 35.7735,
    longitude: -75.5315,
  },
  {
    name: 'Hatteras Harbor Marina',
    localityName: 'Hatteras',
    countryCode: 'US',
    latitude: 35.2155,
    longitude: -75.6885,
  },
  {
    name: "Pirate's Cove Marina",
    localityName: 'Manteo',
    countryCode: 'US',
    latitude: 35.895,
    longitude: -75.652,
  },
  {
    name: 'Morehead City Yacht Basin',
    localityName: 'Morehead City',
    countryCode: 'US',
    latitude: 34.7185,
    longitude: -76.7165,
  },

  // Puerto Rico
  {
    name: 'Club Náutico de San Juan',
    localityName: 'San Juan',
    countryCode: 'PR',
    latitude: 18.4585,
    longitude: -66.0875,
  },
  {
    name: 'Puerto del Rey Marina',
    localityName: 'Fajardo',
    countryCode: 'PR',
    latitude: 18.288,
    longitude: -65.637,
  },
  {
    name: 'Marina Puerto Chico',
    localityName: 'Fajardo',
    countryCode: 'PR',
    latitude: 18.342,
    longitude: -65.632,
  },
  {
    name: 'Ponce Yacht & Fishing Club',
    localityName: 'Ponce',
    countryCode: 'PR',
    latitude: 17.962,
    longitude: -66.617,
  },

  // Dominican Republic
  {
    name: 'Marina Cap Cana',
    localityName: 'Cap Cana',
    countryCode: 'DO',
    latitude: 18.447,
    longitude: -68.404,
  },
  {
    name: 'Marina Casa de Campo',
    localityName: 'La Romana',
    countryCode: 'DO',
    latitude: 18.401,
    longitude: -68.9,
  },
  {
    name: 'Ocean World Marina',
    localityName: 'Puerto Plata',
    countryCode: 'DO',
    latitude: 19.83,
    longitude: -70.728,
  },

  // Bahamas
  {
    name: 'Bimini Big Game Club Resort & Marina',
    localityName: 'Bimini',
    countryCode: 'BS',
    latitude: 25.7265,
    longitude: -79.297,
  },
  {
    name: 'Chub Cay Resort & Marina',
    localityName: 'Chub Cay',
    countryCode: 'BS',
    latitude: 25.417,
    longitude: -77.906,
  },
  {
    name: 'Atlantis Marina',
    localityName: 'Nassau',
    countryCode: 'BS',
    latitude: 25.084,
    longitude: -77.322,
  },
  {
    name: 'Abaco Beach Resort & Boat Harbour Marina',
    localityName: 'Marsh Harbour',
    countryCode: 'BS',
    latitude: 26.541,
    longitude: -77.053,
  },
];
