import type { Storage } from '../../platform/storage/storage';
import { readUrlWindow } from '../media/service';
import { cardFromText, type CardText } from './card-query';
import { presentSessions } from './presenter';

/**
 * The guests' feed cards, each presented once. What a guest sees of a card depends on nothing but
 * the card as the database sends it (the JSON text of its row) and the read URLs signed in the
 * current window, so the card's JSON is kept by that text while the window lasts: the next guest
 * who scrolls past it gets the same bytes without the card being parsed, presented and serialised
 * again (together about a third of a feed page's cost in the server process). A change to anything
 * the card shows (a comment, a log, a renamed owner) changes its text, so it is presented anew; the
 * texts nobody reads any more go first in, first out, MAX_KEPT at most (a few kilobytes each).
 */
export interface GuestCard {
  /** The card as guests get it: the JSON of a `Session`. */
  json: string;
  id: string;
  createdAt: Date;
  startAt: Date;
}

const MAX_KEPT = 4096;

/** The presented cards by their text, per signing window (dropped with it). */
const keptInWindow = new WeakMap<object, Map<CardText, GuestCard>>();

/** The cards of `texts` as guests see them, in the same order. */
export async function presentForGuests(storage: Storage, texts: CardText[]): Promise<GuestCard[]> {
  const window = readUrlWindow(storage);
  let kept = keptInWindow.get(window);
  if (!kept) keptInWindow.set(window, (kept = new Map()));
  // Looked up before anything is awaited: another page presenting meanwhile may push them out.
  const cards = texts.map((text) => kept.get(text));
  const missing = texts.flatMap((text, at) => (cards[at] ? [] : [{ text, at }]));
  if (missing.length === 0) return cards as GuestCard[];

  const rows = missing.map(({ text }) => cardFromText(text));
  const sessions = await presentSessions(storage, null, rows);
  rows.forEach(({ session }, index) => {
    const card = {
      json: JSON.stringify(sessions[index]),
      id: session.id,
      createdAt: session.createdAt,
      startAt: session.startAt,
    };
    const { text, at } = missing[index]!;
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(text, card);
    cards[at] = card;
  });
  return cards as GuestCard[];
}
