import type { SpeciesSeed } from './types';

/**
 * Game-fish species. Billfish first (all marlins, sailfish, swordfish and spearfish), then the common
 * offshore, nearshore and inshore sport species of the Americas.
 *
 * Where the International Game Fish Association keeps separate Atlantic and Indo-Pacific records (blue
 * marlin, sailfish) we keep separate entries and use the binomials those records use, even though some
 * taxonomists treat each pair as a single species (Makaira nigricans, Istiophorus platypterus).
 */
export const speciesSeed: SpeciesSeed[] = [
  // Bill fish
  { name: 'Atlantic blue marlin', scientificName: 'Makaira nigricans', fishTypeName: 'Bill Fish' },
  { name: 'Indo-Pacific blue marlin', scientificName: 'Makaira mazara', fishTypeName: 'Bill Fish' },
  { name: 'Black marlin', scientificName: 'Istiompax indica', fishTypeName: 'Bill Fish' },
  { name: 'Striped marlin', scientificName: 'Kajikia audax', fishTypeName: 'Bill Fish' },
  { name: 'White marlin', scientificName: 'Kajikia albida', fishTypeName: 'Bill Fish' },
  { name: 'Atlantic sailfish', scientificName: 'Istiophorus albicans', fishTypeName: 'Bill Fish' },
  { name: 'Indo-Pacific sailfish', scientificName: 'Istiophorus platypterus', fishTypeName: 'Bill Fish' },
  { name: 'Swordfish', scientificName: 'Xiphias gladius', fishTypeName: 'Bill Fish' },
  { name: 'Longbill spearfish', scientificName: 'Tetrapturus pfluegeri', fishTypeName: 'Bill Fish' },
  { name: 'Shortbill spearfish', scientificName: 'Tetrapturus angustirostris', fishTypeName: 'Bill Fish' },
  { name: 'Mediterranean spearfish', scientificName: 'Tetrapturus belone', fishTypeName: 'Bill Fish' },
  { name: 'Roundscale spearfish', scientificName: 'Tetrapturus georgii', fishTypeName: 'Bill Fish' },

  // Tunas, mackerels and other pelagics
  { name: 'Dorado (mahi-mahi)', scientificName: 'Coryphaena hippurus', fishTypeName: 'Non Bill Fish' },
  { name: 'Yellowfin tuna', scientificName: 'Thunnus albacares', fishTypeName: 'Non Bill Fish' },
  { name: 'Atlantic bluefin tuna', scientificName: 'Thunnus thynnus', fishTypeName: 'Non Bill Fish' },
  { name: 'Pacific bluefin tuna', scientificName: 'Thunnus orientalis', fishTypeName: 'Non Bill Fish' },
  { name: 'Blackfin tuna', scientificName: 'Thunnus atlanticus', fishTypeName: 'Non Bill Fish' },
  { name: 'Bigeye tuna', scientificName: 'Thunnus obesus', fishTypeName: 'Non Bill Fish' },
  { name: 'Skipjack tuna', scientificName: 'Katsuwonus pelamis', fishTypeName: 'Non Bill Fish' },
  { name: 'Albacore', scientificName: 'Thunnus alalunga', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Little tunny (false albacore)',
    scientificName: 'Euthynnus alletteratus',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Black skipjack', scientificName: 'Euthynnus lineatus', fishTypeName: 'Non Bill Fish' },
  { name: 'Atlantic bonito', scientificName: 'Sarda sarda', fishTypeName: 'Non Bill Fish' },
  { name: 'Wahoo', scientificName: 'Acanthocybium solandri', fishTypeName: 'Non Bill Fish' },
  { name: 'King mackerel', scientificName: 'Scomberomorus cavalla', fishTypeName: 'Non Bill Fish' },
  { name: 'Spanish mackerel', scientificName: 'Scomberomorus maculatus', fishTypeName: 'Non Bill Fish' },
  { name: 'Cero mackerel', scientificName: 'Scomberomorus regalis', fishTypeName: 'Non Bill Fish' },
  { name: 'Pacific sierra', scientificName: 'Scomberomorus sierra', fishTypeName: 'Non Bill Fish' },
  { name: 'Rainbow runner', scientificName: 'Elagatis bipinnulata', fishTypeName: 'Non Bill Fish' },
  { name: 'Cobia', scientificName: 'Rachycentron canadum', fishTypeName: 'Non Bill Fish' },
  { name: 'Tripletail', scientificName: 'Lobotes surinamensis', fishTypeName: 'Non Bill Fish' },
  { name: 'Great barracuda', scientificName: 'Sphyraena barracuda', fishTypeName: 'Non Bill Fish' },
  { name: 'Bluefish', scientificName: 'Pomatomus saltatrix', fishTypeName: 'Non Bill Fish' },

  // Jacks
  { name: 'Roosterfish', scientificName: 'Nematistius pectoralis', fishTypeName: 'Non Bill Fish' },
  { name: 'Greater amberjack', scientificName: 'Seriola dumerili', fishTypeName: 'Non Bill Fish' },
  { name: 'Almaco jack', scientificName: 'Seriola rivoliana', fishTypeName: 'Non Bill Fish' },
  { name: 'California yellowtail', scientificName: 'Seriola dorsalis', fishTypeName: 'Non Bill Fish' },
  { name: 'Jack crevalle', scientificName: 'Caranx hippos', fishTypeName: 'Non Bill Fish' },
  { name: 'Pacific crevalle jack', scientificName: 'Caranx caninus', fishTypeName: 'Non Bill Fish' },
  { name: 'Giant trevally', scientificName: 'Caranx ignobilis', fishTypeName: 'Non Bill Fish' },
  { name: 'Permit', scientificName: 'Trachinotus falcatus', fishTypeName: 'Non Bill Fish' },

  // Snappers and groupers
  { name: 'Cubera snapper', scientificName: 'Lutjanus cyanopterus', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Pacific cubera snapper',
    scientificName: 'Lutjanus novemfasciatus',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Mutton snapper', scientificName: 'Lutjanus analis', fishTypeName: 'Non Bill Fish' },
  { name: 'Red snapper', scientificName: 'Lutjanus campechanus', fishTypeName: 'Non Bill Fish' },
  { name: 'Mangrove snapper', scientificName: 'Lutjanus griseus', fishTypeName: 'Non Bill Fish' },
  { name: 'Yellowtail snapper', scientificName: 'Ocyurus chrysurus', fishTypeName: 'Non Bill Fish' },
  { name: 'Goliath grouper', scientificName: 'Epinephelus itajara', fishTypeName: 'Non Bill Fish' },
  { name: 'Gag grouper', scientificName: 'Mycteroperca microlepis', fishTypeName: 'Non Bill Fish' },
  { name: 'Black grouper', scientificName: 'Mycteroperca bonaci', fishTypeName: 'Non Bill Fish' },
  { name: 'Red grouper', scientificName: 'Epinephelus morio', fishTypeName: 'Non Bill Fish' },
  { name: 'Broomtail grouper', scientificName: 'Mycteroperca xenarcha', fishTypeName: 'Non Bill Fish' },
  { name: 'Hogfish', scientificName: 'Lachnolaimus maximus', fishTypeName: 'Non Bill Fish' },

  // Inshore and flats
  { name: 'Tarpon', scientificName: 'Megalops atlanticus', fishTypeName: 'Non Bill Fish' },
  { name: 'Common snook', scientificName: 'Centropomus undecimalis', fishTypeName: 'Non Bill Fish' },
  { name: 'Bonefish', scientificName: 'Albula vulpes', fishTypeName: 'Non Bill Fish' },
  { name: 'Red drum', scientificName: 'Sciaenops ocellatus', fishTypeName: 'Non Bill Fish' },
  { name: 'Spotted seatrout', scientificName: 'Cynoscion nebulosus', fishTypeName: 'Non Bill Fish' },
  { name: 'Sheepshead', scientificName: 'Archosargus probatocephalus', fishTypeName: 'Non Bill Fish' },
  { name: 'Striped bass', scientificName: 'Morone saxatilis', fishTypeName: 'Non Bill Fish' },

  // Sharks
  { name: 'Shortfin mako shark', scientificName: 'Isurus oxyrinchus', fishTypeName: 'Non Bill Fish' },
  { name: 'Blacktip shark', scientificName: 'Carcharhinus limbatus', fishTypeName: 'Non Bill Fish' },
  { name: 'Tiger shark', scientificName: 'Galeocerdo cuvier', fishTypeName: 'Non Bill Fish' },
];
