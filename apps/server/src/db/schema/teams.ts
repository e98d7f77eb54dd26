import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { createdAt, uuidPrimaryKey } from './columns';
import { users } from './identity';
import { checkouts } from './payments';
import { tournaments } from './tournaments';

export type TeamRoleName = 'Captain' | 'Angler' | 'Mate';
export type TeamRegistrationStatus = 'pending' | 'registered';

/**
 * A team (issue 38, spec §3 Team): a boat's crew, made and edited by its owner. Its picture is a
 * media key of the owner's (the media pipeline's `requireOwnPicture`); its boat is optional.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pictureKey: text('picture_key'),
    boatId: uuid('boat_id').references(() => boats.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('teams_owner_idx').on(table.ownerId), index('teams_boat_idx').on(table.boatId)],
);

/**
 * A team's members, each with a role (spec §3: Captain, Angler, Mate). Added by the owner (and told
 * so); a member leaves or declines, the owner removes: the row goes.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRoleName>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    check('team_members_role', sql`${table.role} in ('Captain', 'Angler', 'Mate')`),
    index('team_members_user_idx').on(table.userId),
  ],
);

/**
 * A team's registration for a tournament (spec §4 Team registration). Free: written registered at
 * once. Paid: written pending when its checkout starts (the checkout's subject), and registered only
 * by the verified payment event; a cancelled checkout leaves it pending, which counts for nothing.
 * The team's name and the marked members (with their roles) are kept as registered.
 */
export const teamRegistrations = pgTable(
  'team_registrations',
  {
    id: uuidPrimaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    registeredBy: uuid('registered_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<TeamRegistrationStatus>().notNull().default('pending'),
    /** The marked members and their roles, as asked (a pending registration's until it is paid). */
    members: jsonb('members').$type<{ userId: string; role: TeamRoleName }[]>().notNull(),
    /** The zone the registration was asked from (the join rule reads a Global tournament on it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    createdAt: createdAt(),
    registeredAt: timestamp('registered_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('team_registrations_status', sql`${table.status} in ('pending', 'registered')`),
    check(
      'team_registrations_registered_at',
      sql`(${table.status} = 'registered') = (${table.registeredAt} is not null)`,
    ),
    // A team is registered once per tournament.
    uniqueIndex('team_registrations_once')
      .on(table.tournamentId, table.teamId)
      .where(sql`${table.status} = 'registered'`),
    uniqueIndex('team_registrations_checkout').on(table.checkoutId),
    index('team_registrations_team_idx').on(table.teamId),
  ],
);

/**
 * Who fishes a tournament in which team: a person fishes in one team per tournament (the primary
 * key), written with the registration when it becomes registered.
 */
export const teamRegistrationMembers = pgTable(
  'team_registration_members',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => teamRegistrations.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRoleName>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    check('team_registration_members_role', sql`${table.role} in ('Captain', 'Angler', 'Mate')`),
    index('team_registration_members_registration_idx').on(table.registrationId),
  ],
);
