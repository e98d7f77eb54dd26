import type { PositionVisibility } from '@tightlines/domain';
import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import { partColumns, partsFromJson, selectList, type SessionParts } from './session-parts';

/**
 * Session cards (the home feed, My Fishlogs, one session) read as one JSON text a row: the
 * session's columns, the names it refers to (owner, boat, locality) and its parts. One JSON value
 * per card is parsed with the engine's own parser, instead of some twenty text columns converted
 * one by one and handed to the ORM to map (under load that per-column work was a fifth of a feed
 * page's cost in the server process). It comes as text and is parsed here (`cardFromText`), the
 * same on both drivers.
 */

const s = t.fishingSessions;
export type SessionRow = typeof s.$inferSelect;

/** A session with the names it refers to. */
export interface SessionView {
  session: SessionRow;
  ownerName: string;
  ownerLastname: string;
  ownerPicture: string | null;
  ownerRole: string;
  boatName: string | null;
  localityName: string | null;
}

/**
 * A card's session with its parts, and its owner's position privacy (read with the logs only: the
 * cards without logs show no position, and read it as 'private').
 */
export type FeedRow = SessionView & { parts: SessionParts; ownerPositionVisibility: PositionVisibility };

/** The owner's position privacy, 'private' without a privacy row (DEFAULT_PRIVACY). */
const ownerPositionVisibility = sql`coalesce((select ${t.userPrivacy.positionVisibility} from ${t.userPrivacy}
    where ${t.userPrivacy.userId} = ${s.ownerId}), 'private')`;

const sessionColumns = getTableColumns(s);
/** The session's timestamps: JSON carries them as text, the row as dates. */
const dateKeys = Object.entries(sessionColumns)
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key);

/** The names a session refers to, by the keys of `SessionView`. */
export const nameColumns = {
  ownerName: t.users.name,
  ownerLastname: t.users.lastname,
  ownerPicture: t.users.pictureUrl,
  ownerRole: t.users.roleName,
  boatName: t.boats.name,
  localityName: t.localities.name,
};

/** Which cards, in the feed's order (by fishing date, newest first), how many and from where. */
export interface CardSelection {
  where: SQL | undefined;
  /** A number, a placeholder of a prepared statement, or a literal (`sql.raw`) a generic plan must see. */
  limit?: number | Placeholder | SQL;
  offset?: number;
  /** Whether the cards carry their logs (the home feed shows only what was caught). */
  withLogs: boolean;
}

/**
 * The cards `selection` picks, as a query (it can be prepared). The keys of each JSON object are the
 * keys of the session's columns, of `nameColumns` and of the parts, so no two collide.
 */
export function selectCards(db: Db, { where, limit, offset, withLogs }: CardSelection) {
  const privacy = { ownerPositionVisibility: withLogs ? ownerPositionVisibility : sql`null` };
  const card = sql`select ${selectList({ ...sessionColumns, ...nameColumns, ...privacy, ...partColumns(withLogs) })}
    from ${s}
    inner join ${t.users} on ${t.users.id} = ${s.ownerId}
    left join ${t.boats} on ${t.boats.id} = ${s.boatId}
    left join ${t.localities} on ${t.localities.id} = ${s.localityId}
    ${where ? sql`where ${where}` : sql``}
    order by ${s.startAt} desc, ${s.id} desc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}
    ${offset ? sql`offset ${offset}` : sql``}`;
  // Ordered again outside, since SQL promises no order without ORDER BY; the planner knows the
  // inner rows come in that order already, so it sorts nothing.
  return db
    .select({ card: sql<CardText>`row_to_json(card)::text` })
    .from(sql`(${card}) card`)
    .orderBy(sql`card."startAt" desc, card."id" desc`);
}

/** A card as the database sends it: the JSON text of its row. */
export type CardText = string;

type CardJson = Record<string, unknown> & {
  catches: unknown;
  logs: unknown;
  videos: unknown;
  team: unknown;
};

const sessionKeys = Object.keys(sessionColumns);

/**
 * A card as the presenter takes it: the session's timestamps back to dates, the parts parsed. It
 * reads the parsed object in place (no rest copy of its thirty-odd keys): it runs ten times a page.
 */
export function cardFromText(text: CardText): FeedRow {
  const card = JSON.parse(text) as CardJson;
  const session = {} as Record<string, unknown>;
  for (const key of sessionKeys) session[key] = card[key] ?? null;
  for (const key of dateKeys) {
    if (session[key] !== null) session[key] = new Date(session[key] as string);
  }
  return {
    session: session as SessionRow,
    ownerName: card.ownerName as string,
    ownerLastname: card.ownerLastname as string,
    ownerPicture: (card.ownerPicture as string | undefined) ?? null,
    ownerRole: card.ownerRole as string,
    boatName: (card.boatName as string | undefined) ?? null,
    localityName: (card.localityName as string | undefined) ?? null,
    parts: partsFromJson(card),
    ownerPositionVisibility: (card.ownerPositionVisibility as PositionVisibility | null) ?? 'private',
  };
}

/** The rows of `selectCards` as cards. */
export function toFeedRows(rows: { card: CardText }[]): FeedRow[] {
  return rows.map((row) => cardFromText(row.card));
}
