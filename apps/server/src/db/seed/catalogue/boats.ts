import type { NamedSeed } from './types';

/** Hull and layout types of the boats anglers and captains fish from. */
export const boatTypesSeed: NamedSeed[] = [
  {
    name: 'Sportfisher',
    description:
      'Inboard diesel convertible or flybridge yacht with a fighting cockpit, built for offshore big game.',
  },
  {
    name: 'Express sportfisher',
    description:
      'Inboard sportfishing boat with the helm on the main deck under a hardtop, without a flybridge.',
  },
  {
    name: 'Center console',
    description: 'Open outboard boat with the helm amidships and walk-around access to the bow and cockpit.',
  },
  {
    name: 'Express cruiser',
    description: 'Cruiser with cabin below and an open helm deck; often fished nearshore.',
  },
  {
    name: 'Walkaround',
    description: 'Cuddy-cabin boat with side decks that let the crew walk forward around the cabin.',
  },
  {
    name: 'Panga',
    description: 'Narrow, high-bowed open outboard boat used throughout Mexico and Central America.',
  },
  { name: 'Skiff', description: 'Small open boat for sheltered water, bays and rivers.' },
  {
    name: 'Catamaran',
    description:
      'Twin-hulled power boat, stable at rest and in a head sea; common as a center console or cruiser.',
  },
  {
    name: 'Bay boat',
    description: 'Shallow-draft outboard console boat for bays, estuaries and calm nearshore water.',
  },
  {
    name: 'Flats boat',
    description: 'Very shallow-draft skiff with a poling platform, for sight fishing the flats.',
  },
  {
    name: 'Trawler',
    description: 'Displacement or semi-displacement long-range cruiser, sometimes rigged to fish.',
  },
  {
    name: 'Pilothouse',
    description: 'Boat with an enclosed wheelhouse, favoured for cold or rough water.',
  },
  { name: 'Dual console', description: 'Open boat with two consoles split by a walk-through windshield.' },
  { name: 'Kayak', description: 'Paddle- or pedal-driven fishing kayak.' },
];

/** Builders of sport-fishing boats, from custom Carolina and Florida yards to production builders. */
export const boatMakesSeed: NamedSeed[] = [
  {
    name: 'Viking',
    description: 'Viking Yacht Company, New Gretna, New Jersey, USA. Convertible and open sportfishers.',
  },
  {
    name: 'Bertram',
    description: 'Founded in Miami in 1961; its deep-V Bertram 31 defined the offshore sportfisher.',
  },
  {
    name: 'Hatteras',
    description: 'Hatteras Yachts, New Bern, North Carolina, USA. Convertible sportfishers.',
  },
  {
    name: 'Cabo',
    description:
      'Cabo Yachts. Express and flybridge sportfishers, built in Adelanto, California, and later by Hatteras.',
  },
  {
    name: 'Riviera',
    description: 'Riviera, Gold Coast, Queensland, Australia. Flybridge and open sportfishers.',
  },
  {
    name: 'Jarrett Bay',
    description: 'Jarrett Bay Boatworks, Beaufort, North Carolina, USA. Custom Carolina sportfishers.',
  },
  {
    name: 'Spencer',
    description: 'Spencer Yachts, Wanchese, North Carolina, USA. Custom Carolina sportfishers.',
  },
  {
    name: 'Merritt',
    description: "Merritt's Boat & Engine Works, Pompano Beach, Florida, USA. Custom sportfishers.",
  },
  {
    name: 'Rybovich',
    description: 'West Palm Beach, Florida, USA. Pioneer of the modern custom sportfisher.',
  },
  {
    name: 'Bayliss',
    description: 'Bayliss Boatworks, Wanchese, North Carolina, USA. Custom Carolina sportfishers.',
  },
  {
    name: 'Paul Mann',
    description: 'Paul Mann Custom Boats, Manns Harbor, North Carolina, USA. Custom sportfishers.',
  },
  {
    name: 'Release Boatworks',
    description:
      'Custom walkaround and express sportfishers; founded in 2009, now building in New Jersey, USA.',
  },
  {
    name: 'Mag Bay',
    description: 'Mag Bay Yachts, Adelanto, California, USA. Center consoles and express sportfishers.',
  },
  { name: 'Ocean Yachts', description: 'Egg Harbor City, New Jersey, USA. Convertible sportfishers.' },
  { name: 'Albemarle', description: 'Albemarle Boats, Edenton, North Carolina, USA. Express sportfishers.' },
  {
    name: 'Tiara',
    description: 'Tiara Yachts, Holland, Michigan, USA. Express cruisers, sport and open boats.',
  },
  { name: 'Contender', description: 'Contender Boats, Homestead, Florida, USA. Offshore center consoles.' },
  {
    name: 'Yellowfin',
    description: 'Yellowfin Yachts, Bradenton, Florida, USA. Offshore center consoles and bay boats.',
  },
  {
    name: 'Grady-White',
    description: 'Greenville, North Carolina, USA. Center consoles, walkarounds and express boats.',
  },
  {
    name: 'Boston Whaler',
    description: 'Edgewater, Florida, USA. Unsinkable center consoles and dual consoles.',
  },
  {
    name: 'Regulator',
    description: 'Regulator Marine, Edenton, North Carolina, USA. Offshore center consoles.',
  },
  {
    name: 'Invincible',
    description: 'Invincible Boats, Opa-locka, Florida, USA. Center consoles and catamarans.',
  },
  { name: 'SeaVee', description: 'SeaVee Boats, Miami, Florida, USA. Offshore center consoles.' },
  {
    name: 'Everglades',
    description: 'Everglades Boats, Edgewater, Florida, USA. Center consoles and dual consoles.',
  },
  {
    name: 'Pursuit',
    description: 'Pursuit Boats, Fort Pierce, Florida, USA. Center consoles and offshore boats.',
  },
  {
    name: 'Scout',
    description: 'Scout Boats, Summerville, South Carolina, USA. Center consoles and bay boats.',
  },
  { name: 'Hydra-Sports', description: 'American builder of offshore center consoles.' },
  {
    name: 'Intrepid',
    description: 'Intrepid Powerboats, Dania Beach, Florida, USA. Stepped-hull center consoles.',
  },
  { name: 'Jupiter', description: 'Jupiter Marine, Palmetto, Florida, USA. Offshore center consoles.' },
  {
    name: 'Freeman',
    description: 'Freeman Boatworks, Summerville, South Carolina, USA. Offshore catamarans.',
  },
  {
    name: 'Blackfin',
    description: 'American builder of offshore center consoles; historic name in sportfishers.',
  },
  { name: 'Mako', description: 'American builder of center consoles and bay boats.' },
  {
    name: 'Sea Hunt',
    description: 'Sea Hunt Boats, Columbia, South Carolina, USA. Center consoles and bay boats.',
  },
  { name: 'World Cat', description: 'Tarboro, North Carolina, USA. Power catamarans.' },
  {
    name: 'Maverick Boat Group',
    description:
      'Fort Pierce, Florida, USA. Maverick and Hewes flats skiffs, Pathfinder bay boats and Cobia boats.',
  },
  {
    name: "Hell's Bay",
    description: "Hell's Bay Boatworks, Titusville, Florida, USA. Technical poling skiffs.",
  },
  { name: 'Imemsa', description: 'Mexican builder of fibreglass pangas and small work and fishing boats.' },
];

/** Makers of outboard, sterndrive and inboard marine engines found on fishing boats. */
export const motorMakesSeed: NamedSeed[] = [
  { name: 'Yamaha', description: 'Outboards from portable to V8 offshore models.' },
  {
    name: 'Mercury',
    description: 'Mercury Marine. Outboards (including Verado) and MerCruiser sterndrives.',
  },
  { name: 'Suzuki', description: 'Suzuki Marine. Four-stroke outboards.' },
  { name: 'Honda', description: 'Honda Marine. Four-stroke outboards.' },
  {
    name: 'Evinrude',
    description: 'Two-stroke E-TEC outboards; new production ended in 2020, many still in service.',
  },
  { name: 'Tohatsu', description: 'Portable and mid-range outboards.' },
  { name: 'Caterpillar', description: 'Inboard marine diesel engines for sportfishers and workboats.' },
  { name: 'MAN', description: 'MAN Engines. High-output inboard marine diesels for large sportfishers.' },
  { name: 'MTU', description: 'Rolls-Royce Power Systems. High-output inboard marine diesels.' },
  { name: 'Cummins', description: 'Inboard marine diesel engines (including QSM and QSB series).' },
  { name: 'Volvo Penta', description: 'Inboard diesels, IPS pod drives and sterndrives.' },
  {
    name: 'Detroit Diesel',
    description: 'Two-stroke marine diesels (6-71, 8V92, 12V71) common in older sportfishers.',
  },
  { name: 'John Deere', description: 'John Deere Power Systems. Marine diesel engines.' },
  { name: 'Yanmar', description: 'Inboard and sterndrive marine diesel engines.' },
  { name: 'Scania', description: 'Inboard marine diesel engines.' },
  { name: 'FPT', description: 'FPT Industrial. Inboard marine diesel engines.' },
  { name: 'Seven Marine', description: 'High-horsepower V8 outboards (out of production).' },
  { name: 'Cox', description: 'Cox Powertrain, United Kingdom. Diesel outboards.' },
  { name: 'OXE', description: 'OXE Diesel, Sweden. Diesel outboards.' },
];

/** Propeller manufacturers. */
export const propellerManufacturersSeed: NamedSeed[] = [
  { name: 'Michigan Wheel', description: 'Grand Rapids, Michigan, USA. Inboard and outboard propellers.' },
  {
    name: 'Veem',
    description: 'Western Australia. CNC-finished inboard propellers for sportfishers and yachts.',
  },
  {
    name: 'Hale',
    description: 'Hale Propeller, Old Saybrook, Connecticut, USA. Inboard propellers and propeller scanning.',
  },
  { name: 'Mercury', description: 'Mercury Marine propellers (Enertia, Revolution, Bravo and others).' },
  { name: 'Yamaha', description: 'Yamaha outboard propellers (Saltwater Series and others).' },
  {
    name: 'PowerTech',
    description: 'PowerTech Propellers, USA. Stainless steel outboard and sterndrive propellers.',
  },
  { name: 'Solas', description: 'Aluminium and stainless outboard and sterndrive propellers.' },
  { name: 'Acme', description: 'Acme Marine, USA. Inboard propellers.' },
  { name: 'ZF', description: 'ZF Marine. Propulsion systems and inboard propellers.' },
  {
    name: 'Teignbridge',
    description: 'Teignbridge Propellers, Devon, United Kingdom. Inboard propellers and shafting.',
  },
  { name: 'Rolla', description: 'Rolla, Switzerland. Surface-piercing and high-performance propellers.' },
  {
    name: 'Turning Point',
    description: 'Turning Point Propellers, Jacksonville, Florida, USA. Outboard propellers.',
  },
  {
    name: 'Bruntons',
    description: 'Bruntons Propellers, United Kingdom. Fixed and Autoprop feathering propellers.',
  },
  { name: 'Volvo Penta', description: 'Duoprop and IPS propellers for Volvo Penta drives.' },
  { name: 'Piranha', description: 'Piranha Propellers, USA. Composite-blade outboard propellers.' },
];
