import type { checkouts } from '../../db/schema';

/** One attempt to pay, as stored. */
export type Checkout = typeof checkouts.$inferSelect;
