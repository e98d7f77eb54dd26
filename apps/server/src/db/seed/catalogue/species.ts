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
  {
    name: 'Atlantic blue marlin',
    nameEs: 'Marlín azul del Atlántico',
    scientificName: 'Makaira nigricans',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Indo-Pacific blue marlin',
    nameEs: 'Marlín azul del Indo-Pacífico',
    scientificName: 'Makaira mazara',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Black marlin',
    nameEs: 'Marlín negro',
    scientificName: 'Istiompax indica',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Striped marlin',
    nameEs: 'Marlín rayado',
    scientificName: 'Kajikia audax',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'White marlin',
    nameEs: 'Marlín blanco',
    scientificName: 'Kajikia albida',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Atlantic sailfish',
    nameEs: 'Pez vela del Atlántico',
    scientificName: 'Istiophorus albicans',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Indo-Pacific sailfish',
    nameEs: 'Pez vela del Indo-Pacífico',
    scientificName: 'Istiophorus platypterus',
    fishTypeName: 'Bill Fish',
  },
  { name: 'Swordfish', nameEs: 'Pez espada', scientificName: 'Xiphias gladius', fishTypeName: 'Bill Fish' },
  {
    name: 'Longbill spearfish',
    nameEs: 'Aguja picuda',
    scientificName: 'Tetrapturus pfluegeri',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Shortbill spearfish',
    nameEs: 'Marlín trompa corta',
    scientificName: 'Tetrapturus angustirostris',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Mediterranean spearfish',
    nameEs: 'Marlín del Mediterráneo',
    scientificName: 'Tetrapturus belone',
    fishTypeName: 'Bill Fish',
  },
  {
    name: 'Roundscale spearfish',
    nameEs: 'Aguja de escama redonda',
    scientificName: 'Tetrapturus georgii',
    fishTypeName: 'Bill Fish',
  },

  // Tunas, mackerels and other pelagics
  {
    name: 'Dorado (mahi-mahi)',
    nameEs: 'Dorado (mahi-mahi)',
    scientificName: 'Coryphaena hippurus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Yellowfin tuna',
    nameEs: 'Atún aleta amarilla',
    scientificName: 'Thunnus albacares',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Atlantic bluefin tuna',
    nameEs: 'Atún rojo del Atlántico',
    scientificName: 'Thunnus thynnus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Pacific bluefin tuna',
    nameEs: 'Atún rojo del Pacífico',
    scientificName: 'Thunnus orientalis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Blackfin tuna',
    nameEs: 'Atún aleta negra',
    scientificName: 'Thunnus atlanticus',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Bigeye tuna', nameEs: 'Patudo', scientificName: 'Thunnus obesus', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Skipjack tuna',
    nameEs: 'Listado (barrilete)',
    scientificName: 'Katsuwonus pelamis',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Albacore', nameEs: 'Albacora', scientificName: 'Thunnus alalunga', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Little tunny (false albacore)',
    nameEs: 'Bacoreta',
    scientificName: 'Euthynnus alletteratus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Black skipjack',
    nameEs: 'Barrilete negro',
    scientificName: 'Euthynnus lineatus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Atlantic bonito',
    nameEs: 'Bonito del Atlántico',
    scientificName: 'Sarda sarda',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Wahoo',
    nameEs: 'Peto (wahoo)',
    scientificName: 'Acanthocybium solandri',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'King mackerel',
    nameEs: 'Carite lucio',
    scientificName: 'Scomberomorus cavalla',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Spanish mackerel',
    nameEs: 'Carite atlántico',
    scientificName: 'Scomberomorus maculatus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Cero mackerel',
    nameEs: 'Carite chinigua',
    scientificName: 'Scomberomorus regalis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Pacific sierra',
    nameEs: 'Sierra del Pacífico',
    scientificName: 'Scomberomorus sierra',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Rainbow runner',
    nameEs: 'Macarela salmón',
    scientificName: 'Elagatis bipinnulata',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Cobia', nameEs: 'Cobia', scientificName: 'Rachycentron canadum', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Tripletail',
    nameEs: 'Dormilona',
    scientificName: 'Lobotes surinamensis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Great barracuda',
    nameEs: 'Picuda barracuda',
    scientificName: 'Sphyraena barracuda',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Bluefish',
    nameEs: 'Anjova',
    scientificName: 'Pomatomus saltatrix',
    fishTypeName: 'Non Bill Fish',
  },

  // Jacks
  {
    name: 'Roosterfish',
    nameEs: 'Pez gallo',
    scientificName: 'Nematistius pectoralis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Greater amberjack',
    nameEs: 'Medregal coronado',
    scientificName: 'Seriola dumerili',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Almaco jack',
    nameEs: 'Medregal limón',
    scientificName: 'Seriola rivoliana',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'California yellowtail',
    nameEs: 'Jurel de California',
    scientificName: 'Seriola dorsalis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Jack crevalle',
    nameEs: 'Jurel común',
    scientificName: 'Caranx hippos',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Pacific crevalle jack',
    nameEs: 'Jurel toro',
    scientificName: 'Caranx caninus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Giant trevally',
    nameEs: 'Jurel gigante',
    scientificName: 'Caranx ignobilis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Permit',
    nameEs: 'Pámpano palometa',
    scientificName: 'Trachinotus falcatus',
    fishTypeName: 'Non Bill Fish',
  },

  // Snappers and groupers
  {
    name: 'Cubera snapper',
    nameEs: 'Pargo cubera',
    scientificName: 'Lutjanus cyanopterus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Pacific cubera snapper',
    nameEs: 'Pargo prieto',
    scientificName: 'Lutjanus novemfasciatus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Mutton snapper',
    nameEs: 'Pargo criollo',
    scientificName: 'Lutjanus analis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Red snapper',
    nameEs: 'Pargo colorado',
    scientificName: 'Lutjanus campechanus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Mangrove snapper',
    nameEs: 'Pargo de manglar',
    scientificName: 'Lutjanus griseus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Yellowtail snapper',
    nameEs: 'Rabirrubia',
    scientificName: 'Ocyurus chrysurus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Goliath grouper',
    nameEs: 'Mero guasa',
    scientificName: 'Epinephelus itajara',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Gag grouper',
    nameEs: 'Cuna aguají',
    scientificName: 'Mycteroperca microlepis',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Black grouper',
    nameEs: 'Cuna bonací',
    scientificName: 'Mycteroperca bonaci',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Red grouper',
    nameEs: 'Mero americano',
    scientificName: 'Epinephelus morio',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Broomtail grouper',
    nameEs: 'Cabrilla garropa',
    scientificName: 'Mycteroperca xenarcha',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Hogfish',
    nameEs: 'Doncella de pluma',
    scientificName: 'Lachnolaimus maximus',
    fishTypeName: 'Non Bill Fish',
  },

  // Inshore and flats
  { name: 'Tarpon', nameEs: 'Sábalo', scientificName: 'Megalops atlanticus', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Common snook',
    nameEs: 'Robalo blanco',
    scientificName: 'Centropomus undecimalis',
    fishTypeName: 'Non Bill Fish',
  },
  { name: 'Bonefish', nameEs: 'Macabí', scientificName: 'Albula vulpes', fishTypeName: 'Non Bill Fish' },
  {
    name: 'Red drum',
    nameEs: 'Corvinón ocelado',
    scientificName: 'Sciaenops ocellatus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Spotted seatrout',
    nameEs: 'Corvina pinta',
    scientificName: 'Cynoscion nebulosus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Sheepshead',
    nameEs: 'Sargo chopa',
    scientificName: 'Archosargus probatocephalus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Striped bass',
    nameEs: 'Lubina estriada',
    scientificName: 'Morone saxatilis',
    fishTypeName: 'Non Bill Fish',
  },

  // Sharks
  {
    name: 'Shortfin mako shark',
    nameEs: 'Marrajo dientuso',
    scientificName: 'Isurus oxyrinchus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Blacktip shark',
    nameEs: 'Tiburón macuira',
    scientificName: 'Carcharhinus limbatus',
    fishTypeName: 'Non Bill Fish',
  },
  {
    name: 'Tiger shark',
    nameEs: 'Tintorera (tiburón tigre)',
    scientificName: 'Galeocerdo cuvier',
    fishTypeName: 'Non Bill Fish',
  },
];
