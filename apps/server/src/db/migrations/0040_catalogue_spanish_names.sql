-- Issue 33: the catalogue names species, regions and localities in Spanish too; the API names
-- them in the reader's language. The seeded rows get their Spanish names here (the catalogue seed
-- writes the same on its next run); a row the seed does not know takes its English name.
ALTER TABLE "species" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "localities" ADD COLUMN "name_es" text;--> statement-breakpoint
UPDATE "species" SET "name_es" = v.es FROM (VALUES
  ('Atlantic blue marlin', 'Marlín azul del Atlántico'),
  ('Indo-Pacific blue marlin', 'Marlín azul del Indo-Pacífico'),
  ('Black marlin', 'Marlín negro'),
  ('Striped marlin', 'Marlín rayado'),
  ('White marlin', 'Marlín blanco'),
  ('Atlantic sailfish', 'Pez vela del Atlántico'),
  ('Indo-Pacific sailfish', 'Pez vela del Indo-Pacífico'),
  ('Swordfish', 'Pez espada'),
  ('Longbill spearfish', 'Aguja picuda'),
  ('Shortbill spearfish', 'Marlín trompa corta'),
  ('Mediterranean spearfish', 'Marlín del Mediterráneo'),
  ('Roundscale spearfish', 'Aguja de escama redonda'),
  ('Yellowfin tuna', 'Atún aleta amarilla'),
  ('Atlantic bluefin tuna', 'Atún rojo del Atlántico'),
  ('Pacific bluefin tuna', 'Atún rojo del Pacífico'),
  ('Blackfin tuna', 'Atún aleta negra'),
  ('Bigeye tuna', 'Patudo'),
  ('Skipjack tuna', 'Listado (barrilete)'),
  ('Albacore', 'Albacora'),
  ('Little tunny (false albacore)', 'Bacoreta'),
  ('Black skipjack', 'Barrilete negro'),
  ('Atlantic bonito', 'Bonito del Atlántico'),
  ('Wahoo', 'Peto (wahoo)'),
  ('King mackerel', 'Carite lucio'),
  ('Spanish mackerel', 'Carite atlántico'),
  ('Cero mackerel', 'Carite chinigua'),
  ('Pacific sierra', 'Sierra del Pacífico'),
  ('Rainbow runner', 'Macarela salmón'),
  ('Tripletail', 'Dormilona'),
  ('Great barracuda', 'Picuda barracuda'),
  ('Bluefish', 'Anjova'),
  ('Roosterfish', 'Pez gallo'),
  ('Greater amberjack', 'Medregal coronado'),
  ('Almaco jack', 'Medregal limón'),
  ('California yellowtail', 'Jurel de California'),
  ('Jack crevalle', 'Jurel común'),
  ('Pacific crevalle jack', 'Jurel toro'),
  ('Giant trevally', 'Jurel gigante'),
  ('Permit', 'Pámpano palometa'),
  ('Cubera snapper', 'Pargo cubera'),
  ('Pacific cubera snapper', 'Pargo prieto'),
  ('Mutton snapper', 'Pargo criollo'),
  ('Red snapper', 'Pargo colorado'),
  ('Mangrove snapper', 'Pargo de manglar'),
  ('Yellowtail snapper', 'Rabirrubia'),
  ('Goliath grouper', 'Mero guasa'),
  ('Gag grouper', 'Cuna aguají'),
  ('Black grouper', 'Cuna bonací'),
  ('Red grouper', 'Mero americano'),
  ('Broomtail grouper', 'Cabrilla garropa'),
  ('Hogfish', 'Doncella de pluma'),
  ('Tarpon', 'Sábalo'),
  ('Common snook', 'Robalo blanco'),
  ('Bonefish', 'Macabí'),
  ('Red drum', 'Corvinón ocelado'),
  ('Spotted seatrout', 'Corvina pinta'),
  ('Sheepshead', 'Sargo chopa'),
  ('Striped bass', 'Lubina estriada'),
  ('Shortfin mako shark', 'Marrajo dientuso'),
  ('Blacktip shark', 'Tiburón macuira'),
  ('Tiger shark', 'Tintorera (tiburón tigre)')
) AS v(en, es) WHERE "species"."name" = v.en;--> statement-breakpoint
UPDATE "species" SET "name_es" = "name" WHERE "name_es" IS NULL;--> statement-breakpoint
ALTER TABLE "species" ALTER COLUMN "name_es" SET NOT NULL;--> statement-breakpoint
UPDATE "regions" SET "name_es" = v.es FROM (VALUES
  ('Costa Rica Pacific', 'Pacífico de Costa Rica'),
  ('Panama Pacific', 'Pacífico de Panamá'),
  ('Guatemala Pacific', 'Pacífico de Guatemala'),
  ('Florida Keys', 'Cayos de Florida'),
  ('North Carolina', 'Carolina del Norte'),
  ('Dominican Republic', 'República Dominicana')
) AS v(en, es) WHERE "regions"."name" = v.en;--> statement-breakpoint
UPDATE "regions" SET "name_es" = "name" WHERE "name_es" IS NULL;--> statement-breakpoint
ALTER TABLE "regions" ALTER COLUMN "name_es" SET NOT NULL;--> statement-breakpoint
UPDATE "localities" SET "name_es" = v.es FROM (VALUES
  ('Papagayo Peninsula', 'Península de Papagayo'),
  ('Panama City', 'Ciudad de Panamá'),
  ('Piñas Bay', 'Bahía Piñas'),
  ('Key Largo', 'Cayo Largo'),
  ('Big Pine Key', 'Cayo Big Pine'),
  ('Key West', 'Cayo Hueso')
) AS v(en, es) WHERE "localities"."name" = v.en;--> statement-breakpoint
UPDATE "localities" SET "name_es" = "name" WHERE "name_es" IS NULL;--> statement-breakpoint
ALTER TABLE "localities" ALTER COLUMN "name_es" SET NOT NULL;
