import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { regions } from './catalogue';
import { users } from './identity';
import { checkouts, paymentProducts } from './payments';

/**
 * A fishing club (issue 37, spec §3 Club). Free when it has no price; otherwise a subscription is
 * a price per unit per year, sold through the payments module (`payment_product_id`, the price at
 * the payment platform). Administrators (CLUB_ADMIN) create and edit clubs.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull().unique(),
    siteUrl: text('site_url'),
    description: text('description').notNull().default(''),
    regionId: uuid('region_id').references(() => regions.id),
    /** The club's picture: a storage key of the media pipeline (metadata stripped), or none. */
    pictureKey: text('picture_key'),
    /** Price per unit per year, in cents; null for a free club. */
    unitPriceCents: integer('unit_price_cents'),
    paymentProductId: uuid('payment_product_id').references(() => paymentProducts.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('clubs_price', sql`${table.unitPriceCents} is null or ${table.unitPriceCents} > 0`),
    index('clubs_region_idx').on(table.regionId),
    index('clubs_payment_product_idx').on(table.paymentProductId),
  ],
);

/** Who follows a club: following is immediate and grants nothing. */
export const clubFollows = pgTable(
  'club_follows',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index('club_follows_user_idx').on(table.userId),
  ],
);

/**
 * A club's members, written only by the request job (a join or leave request processed) and the
 * expiry job. A paid club's membership ends at `ends_at` (renewing extends it); a free one's never.
 */
export const clubMembers = pgTable(
  'club_members',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The subscription's end (paid clubs); null, a free club's membership that does not end. */
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
    /** Units of the last subscription paid. */
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index('club_members_user_idx').on(table.userId),
    index('club_members_ends_at_idx').on(table.endsAt),
  ],
);

export type ClubRequestAction = 'join' | 'leave';
export type ClubRequestStatus = 'pending' | 'approved' | 'refused';

/**
 * A join or leave request (spec §3 Club request), processed once by the request job. A paid join's
 * request is written by the verified payment event (one per checkout).
 */
export const clubRequests = pgTable(
  'club_requests',
  {
    id: uuidPrimaryKey(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<ClubRequestAction>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    status: text('status').$type<ClubRequestStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    check('club_requests_action', sql`${table.action} in ('join', 'leave')`),
    check('club_requests_status', sql`${table.status} in ('pending', 'approved', 'refused')`),
    check('club_requests_quantity', sql`${table.quantity} between 1 and 50`),
    uniqueIndex('club_requests_checkout').on(table.checkoutId),
    // One request of the member's waiting per club: a second click is refused, not queued. A paid
    // join's request (written by its payment) is never refused for another one waiting.
    uniqueIndex('club_requests_one_pending')
      .on(table.clubId, table.userId)
      .where(sql`${table.status} = 'pending' and ${table.checkoutId} is null`),
    index('club_requests_user_idx').on(table.userId),
  ],
);
