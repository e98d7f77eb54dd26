import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';

export const species = pgTable('species', {
  id: uuidPrimaryKey(),
  name: text('name').notNull().unique(),
  /** The Spanish name: the API names a species in the reader's language (`catalogueName`). */
  nameEs: text('name_es').notNull(),
  scientificName: text('scientific_name').notNull(),
  fishTypeName: text('fish_type_name', { enum: ['Bill Fish', 'Non Bill Fish'] }).notNull(),
});

export const regions = pgTable('regions', {
  id: uuidPrimaryKey(),
  name: text('name').notNull().unique(),
  /** The Spanish name; the English one stays the region's key (URLs, filters). */
  nameEs: text('name_es').notNull(),
  countryCode: text('country_code').notNull(),
});

export const localities = pgTable(
  'localities',
  {
    id: uuidPrimaryKey(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull().unique(),
    nameEs: text('name_es').notNull(),
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('localities_region_id_idx').on(table.regionId)],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  flag: text('flag').notNull(),
});

export const states = pgTable(
  'states',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code] })],
);

export const ruleSets = pgTable('rule_sets', {
  id: uuidPrimaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  summary: text('summary').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
  position: integer('position').notNull(),
});

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  position: integer('position').notNull(),
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleName: text('role_name')
      .notNull()
      .references(() => roles.name),
    permissionName: text('permission_name')
      .notNull()
      .references(() => permissions.name),
  },
  (table) => [
    primaryKey({ columns: [table.roleName, table.permissionName] }),
    index('role_permissions_permission_idx').on(table.permissionName),
  ],
);

export const genders = pgTable('genders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const units = pgTable('units', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: ['size', 'weight'] }).notNull(),
});

/** The small catalogues that are only a name and a description share one shape. */
function namedCatalogue(tableName: string) {
  return pgTable(tableName, {
    id: uuidPrimaryKey(),
    name: text('name').notNull().unique(),
    description: text('description'),
  });
}

export const fishingTypes = namedCatalogue('fishing_types');
export const workTypes = namedCatalogue('work_types');
export const boatTypes = namedCatalogue('boat_types');
export const boatMakes = namedCatalogue('boat_makes');
export const motorMakes = namedCatalogue('motor_makes');
export const propellerManufacturers = namedCatalogue('propeller_manufacturers');

export const ports = pgTable(
  'ports',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    unique('ports_name_locality_unique').on(table.name, table.localityId),
    index('ports_locality_id_idx').on(table.localityId),
  ],
);
