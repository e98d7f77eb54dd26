import type { RegionSeed } from './types';

/**
 * Fishing regions and the towns, harbours and lodges anglers fish from. Coordinates are decimal degrees
 * (WGS 84) at the waterfront of each locality, to roughly 0.01° (about 1 km).
 *
 * Time zones: Baja California Sur keeps Mountain Standard Time (America/Mazatlan) and Quintana Roo keeps
 * Eastern Standard Time all year (America/Cancun); neither observes daylight saving time.
 */
export const regionsSeed: RegionSeed[] = [
  {
    name: 'Costa Rica Pacific',
    countryCode: 'CR',
    localities: [
      { name: 'Los Sueños', timeZone: 'America/Costa_Rica', latitude: 9.6495, longitude: -84.664 },
      { name: 'Quepos', timeZone: 'America/Costa_Rica', latitude: 9.4295, longitude: -84.1655 },
      { name: 'Tamarindo', timeZone: 'America/Costa_Rica', latitude: 10.2993, longitude: -85.8405 },
      { name: 'Flamingo', timeZone: 'America/Costa_Rica', latitude: 10.4345, longitude: -85.787 },
      { name: 'Papagayo Peninsula', timeZone: 'America/Costa_Rica', latitude: 10.635, longitude: -85.66 },
      { name: 'Golfito', timeZone: 'America/Costa_Rica', latitude: 8.639, longitude: -83.167 },
    ],
  },
  {
    name: 'Panama Pacific',
    countryCode: 'PA',
    localities: [
      { name: 'Panama City', timeZone: 'America/Panama', latitude: 8.9125, longitude: -79.525 },
      { name: 'Piñas Bay', timeZone: 'America/Panama', latitude: 7.57, longitude: -78.19 },
      { name: 'Pedasí', timeZone: 'America/Panama', latitude: 7.53, longitude: -80.02 },
      { name: 'Santa Catalina', timeZone: 'America/Panama', latitude: 7.633, longitude: -81.255 },
      { name: 'Boca Chica', timeZone: 'America/Panama', latitude: 8.217, longitude: -82.215 },
    ],
  },
  {
    name: 'Guatemala Pacific',
    countryCode: 'GT',
    localities: [
      { name: 'Puerto San José', timeZone: 'America/Guatemala', latitude: 13.924, longitude: -90.821 },
      { name: 'Puerto Quetzal', timeZone: 'America/Guatemala', latitude: 13.92, longitude: -90.787 },
      { name: 'Iztapa', timeZone: 'America/Guatemala', latitude: 13.933, longitude: -90.708 },
      { name: 'Monterrico', timeZone: 'America/Guatemala', latitude: 13.893, longitude: -90.483 },
    ],
  },
  {
    name: 'Baja California Sur',
    countryCode: 'MX',
    localities: [
      { name: 'Cabo San Lucas', timeZone: 'America/Mazatlan', latitude: 22.889, longitude: -109.912 },
      { name: 'San José del Cabo', timeZone: 'America/Mazatlan', latitude: 23.057, longitude: -109.695 },
      { name: 'Los Barriles', timeZone: 'America/Mazatlan', latitude: 23.683, longitude: -109.699 },
      { name: 'La Paz', timeZone: 'America/Mazatlan', latitude: 24.155, longitude: -110.32 },
      { name: 'Loreto', timeZone: 'America/Mazatlan', latitude: 26.012, longitude: -111.343 },
      { name: 'Puerto San Carlos', timeZone: 'America/Mazatlan', latitude: 24.789, longitude: -112.109 },
    ],
  },
  {
    name: 'Quintana Roo',
    countryCode: 'MX',
    localities: [
      { name: 'Cancún', timeZone: 'America/Cancun', latitude: 21.165, longitude: -86.812 },
      { name: 'Isla Mujeres', timeZone: 'America/Cancun', latitude: 21.2585, longitude: -86.749 },
      { name: 'Cozumel', timeZone: 'America/Cancun', latitude: 20.509, longitude: -86.949 },
      { name: 'Playa del Carmen', timeZone: 'America/Cancun', latitude: 20.627, longitude: -87.073 },
      { name: 'Puerto Aventuras', timeZone: 'America/Cancun', latitude: 20.498, longitude: -87.229 },
    ],
  },
  {
    name: 'Florida Keys',
    countryCode: 'US',
    localities: [
      { name: 'Key Largo', timeZone: 'America/New_York', latitude: 25.0865, longitude: -80.4473 },
      { name: 'Islamorada', timeZone: 'America/New_York', latitude: 24.9243, longitude: -80.6278 },
      { name: 'Marathon', timeZone: 'America/New_York', latitude: 24.7136, longitude: -81.0903 },
      { name: 'Big Pine Key', timeZone: 'America/New_York', latitude: 24.6696, longitude: -81.354 },
      { name: 'Key West', timeZone: 'America/New_York', latitude: 24.5551, longitude: -81.78 },
    ],
  },
  {
    name: 'North Carolina',
    countryCode: 'US',
    localities: [
      { name: 'Hatteras', timeZone: 'America/New_York', latitude: 35.218, longitude: -75.69 },
      { name: 'Oregon Inlet', timeZone: 'America/New_York', latitude: 35.774, longitude: -75.53 },
      { name: 'Wanchese', timeZone: 'America/New_York', latitude: 35.843, longitude: -75.638 },
      { name: 'Manteo', timeZone: 'America/New_York', latitude: 35.908, longitude: -75.676 },
      { name: 'Morehead City', timeZone: 'America/New_York', latitude: 34.72, longitude: -76.72 },
    ],
  },
  {
    name: 'Puerto Rico',
    countryCode: 'PR',
    localities: [
      { name: 'San Juan', timeZone: 'America/Puerto_Rico', latitude: 18.466, longitude: -66.106 },
      { name: 'Fajardo', timeZone: 'America/Puerto_Rico', latitude: 18.331, longitude: -65.634 },
      { name: 'Rincón', timeZone: 'America/Puerto_Rico', latitude: 18.34, longitude: -67.251 },
      { name: 'Ponce', timeZone: 'America/Puerto_Rico', latitude: 17.967, longitude: -66.615 },
    ],
  },
  {
    name: 'Dominican Republic',
    countryCode: 'DO',
    localities: [
      { name: 'Cap Cana', timeZone: 'America/Santo_Domingo', latitude: 18.45, longitude: -68.405 },
      { name: 'La Romana', timeZone: 'America/Santo_Domingo', latitude: 18.42, longitude: -68.96 },
      { name: 'Puerto Plata', timeZone: 'America/Santo_Domingo', latitude: 19.8, longitude: -70.692 },
      { name: 'Samaná', timeZone: 'America/Santo_Domingo', latitude: 19.205, longitude: -69.336 },
    ],
  },
  {
    name: 'Bahamas',
    countryCode: 'BS',
    localities: [
      { name: 'Nassau', timeZone: 'America/Nassau', latitude: 25.078, longitude: -77.34 },
      { name: 'Bimini', timeZone: 'America/Nassau', latitude: 25.727, longitude: -79.298 },
      { name: 'Chub Cay', timeZone: 'America/Nassau', latitude: 25.415, longitude: -77.905 },
      { name: 'Marsh Harbour', timeZone: 'America/Nassau', latitude: 26.544, longitude: -77.064 },
    ],
  },
];
