import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boatMakes, boatTypes, countries, motorMakes, propellerManufacturers, units } from './catalogue';
import { createdAt, uuidPrimaryKey } from './columns';
import { users } from './identity';

/** A boat's motor (spec §3 "Motor"); speeds in knots. Created by a user before the boat that uses it. */
export const motors = pgTable(
  'motors',
  {
    id: uuidPrimaryKey(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => motorMakes.id),
    topSpeed: doublePrecision('top_speed'),
    cruiseSpeed: doublePrecision('cruise_speed'),
    loadPercentage: doublePrecision('load_percentage'),
    gph: doublePrecision('gph'),
    createdAt: createdAt(),
  },
  (table) => [
    index('motors_created_by_id_idx').on(table.createdById),
    index('motors_make_id_idx').on(table.makeId),
  ],
);

/** A propeller model (spec §3 "Model"); diameter and pitch keep the unit they were typed in. */
export const propellerModels = pgTable(
  'propeller_models',
  {
    id: uuidPrimaryKey(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blades: integer('blades'),
    diameter: doublePrecision('diameter'),
    pitch: doublePrecision('pitch'),
    sizeUnitId: integer('size_unit_id')
      .notNull()
      .references(() => units.id),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => propellerManufacturers.id),
    characteristics: text('characteristics').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('propeller_models_created_by_id_idx').on(table.createdById),
    index('propeller_models_size_unit_id_idx').on(table.sizeUnitId),
    index('propeller_models_manufacturer_id_idx').on(table.manufacturerId),
  ],
);

/**
 * A boat (spec §3). Its owner and its captain (by e-mail, kept in step when the captain changes
 * e-mail) may edit it. Deleting keeps the row, so past sessions and rankings still name the boat.
 */
export const boats = pgTable(
  'boats',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hullNumber: text('hull_number').notNull(),
    name: text('name').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => boatTypes.id),
    makeId: uuid('make_id').references(() => boatMakes.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** The confirmed captain, lower-cased (the owner until someone they named accepts). */
    captainEmail: text('captain_email').notNull(),
    /**
     * Lower-cased e-mail of the person the owner named captain, until they accept (then it becomes
     * `captainEmail`) or decline; null when nobody is waiting. Being named grants nothing.
     */
    pendingCaptainEmail: text('pending_captain_email'),
    size: doublePrecision('size'),
    sizeUnitId: integer('size_unit_id')
      .notNull()
      .references(() => units.id),
    /** A storage key (or an external URL); signed when presented. */
    pictureKey: text('picture_key'),
    motorId: uuid('motor_id')
      .notNull()
      .references(() => motors.id),
    modelId: uuid('model_id')
      .notNull()
      .references(() => propellerModels.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('boats_owner_id_idx').on(table.ownerId),
    index('boats_captain_email_idx')
      .on(table.captainEmail)
      .where(sql`${table.deletedAt} is null`),
    index('boats_pending_captain_email_idx')
      .on(table.pendingCaptainEmail)
      .where(sql`${table.deletedAt} is null and ${table.pendingCaptainEmail} is not null`),
    index('boats_type_id_idx').on(table.typeId),
    index('boats_make_id_idx').on(table.makeId),
    index('boats_country_code_idx').on(table.countryCode),
    index('boats_size_unit_id_idx').on(table.sizeUnitId),
    index('boats_motor_id_idx').on(table.motorId),
    index('boats_model_id_idx').on(table.modelId),
  ],
);
