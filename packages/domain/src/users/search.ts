import { z } from 'zod';
import { ROLE_NAMES } from '../auth/permissions';
import { USER_SEARCH_PAGE_SIZE } from '../constants';

/** Fewer characters than this find no one (a search is for someone you mean, not a directory). */
export const USER_SEARCH_MIN_LENGTH = 2;
/** The most cards one search page returns, whatever `limit` asks. */
export const USER_SEARCH_MAX_LIMIT = 25;
export const USER_SEARCH_MAX_OFFSET = 1000;
/** `username` is the display name, first then last (e-mails are private, so never a sort key). */
export const USER_SEARCH_ORDERS = ['username', 'name', 'lastname'] as const;
export type UserSearchOrder = (typeof USER_SEARCH_ORDERS)[number];

/** A page number that is never refused for being large: above `max` it is `max`. */
const clamped = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(fallback)
    .transform((value) => Math.min(value, max));

/** Spec §7 "GET users list" (offset, limit, searchText, orderValue, direction; page size 5). */
export const ZUserSearchQuery = z.object({
  searchText: z
    .string()
    .max(320)
    .default('')
    .transform((text) => text.trim()),
  offset: clamped(USER_SEARCH_MAX_OFFSET, 0),
  limit: clamped(USER_SEARCH_MAX_LIMIT, USER_SEARCH_PAGE_SIZE),
  orderValue: z.enum(USER_SEARCH_ORDERS).default('username'),
  direction: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('asc'),
});
export type UserSearchQuery = z.input<typeof ZUserSearchQuery>;

/** A user as a search shows them to others; `email` is null unless their privacy shows it. */
export const ZUserCard = z.object({
  userUUID: z.string(),
  name: z.string(),
  lastname: z.string(),
  roleName: z.enum(ROLE_NAMES),
  url: z.string().nullable(),
  email: z.string().nullable(),
});
export type UserCard = z.infer<typeof ZUserCard>;
