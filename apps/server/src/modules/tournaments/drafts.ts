import {
  AppError,
  ZTournamentDraftInput,
  type TournamentDraftDto,
  type TournamentDraftInput,
} from '@tightlines/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { localities, regions, tournamentDrafts } from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import { discardPicture, makePictureRenditions, requireOwnPicture } from '../media';
import type { TournamentsDeps } from './deps';
import { canCreateTournament } from './policy';

type DraftRow = typeof tournamentDrafts.$inferSelect;

/** The spec's draft page size (§9): an organiser keeps a handful, never thousands. */
const DRAFT_LIST_LIMIT = 999;

/**
 * Saves the wizard as it stands (spec §4: the wizard stays open and keeps the returned UUID). A new
 * draft without UUID; an existing one of the organiser's replaced whole. Someone else's draft UUID
 * answers like a missing one. The picture gets its renditions; a picture the draft no longer names
 * is removed. FORBIDDEN without CREATE_TOURNAMENT or for someone else's picture; NOT_FOUND;
 * VALIDATION for a picture that is not one.
 */
export async function saveDraft(
  deps: Pick<TournamentsDeps, 'db' | 'storage'>,
  actor: Actor,
  input: TournamentDraftInput,
): Promise<TournamentDraftDto> {
  const { db } = deps;
  if (!canCreateTournament(actor)) throw new AppError('FORBIDDEN');
  const { UUID, ...payload } = input;
  // The picture is the organiser's own upload, named in its column so it outlives the sweep of
  // uploads nothing uses for as long as the draft keeps it.
  const pictureKey = payload.pictureUrl
    ? await requireOwnPicture(db, deps.storage, actor, payload.pictureUrl, 'pictureUrl')
    : null;
  // Its smaller copies for the card and the banner, made once, while the organiser is in the wizard.
  if (pictureKey) await makePictureRenditions(db, deps.storage, pictureKey);
  if (UUID) {
    const mine = and(eq(tournamentDrafts.id, UUID), eq(tournamentDrafts.organiserId, actor.userId));
    const [before] = await db
      .select({ pictureKey: tournamentDrafts.pictureKey })
      .from(tournamentDrafts)
      .where(mine);
    const [updated] = await db
      .update(tournamentDrafts)
      .set({ payload, pictureKey, updatedAt: sql`now()` })
      .where(mine)
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    // A replaced or removed picture goes with its renditions (kept while something else names it).
    if (before?.pictureKey && before.pictureKey !== pictureKey) {
      await discardPicture(db, deps.storage, before.pictureKey);
    }
    return (await toDraftDtos(db, [updated]))[0]!;
  }
  const [created] = await db
    .insert(tournamentDrafts)
    .values({ id: randomUUID(), organiserId: actor.userId, payload, pictureKey })
    .returning();
  return (await toDraftDtos(db, [created!]))[0]!;
}

/** The organiser's own drafts, last saved first. */
export async function listDrafts(db: Db, actor: Actor): Promise<TournamentDraftDto[]> {
  const rows = await db
    .select()
    .from(tournamentDrafts)
    .where(eq(tournamentDrafts.organiserId, actor.userId))
    .orderBy(desc(tournamentDrafts.updatedAt), desc(tournamentDrafts.id))
    .limit(DRAFT_LIST_LIMIT);
  return toDraftDtos(db, rows);
}

/** One of the organiser's drafts, to resume. NOT_FOUND for a missing or someone else's. */
export async function getDraft(db: Db, actor: Actor, draftId: string): Promise<TournamentDraftDto> {
  const [row] = await db
    .select()
    .from(tournamentDrafts)
    .where(and(eq(tournamentDrafts.id, draftId), eq(tournamentDrafts.organiserId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return (await toDraftDtos(db, [row]))[0]!;
}

/**
 * Deletes one of the organiser's drafts, and its picture with the picture's renditions unless
 * something else names it. NOT_FOUND for a missing or someone else's.
 */
export async function deleteDraft(
  deps: Pick<TournamentsDeps, 'db' | 'storage'>,
  actor: Actor,
  draftId: string,
): Promise<{ UUID: string }> {
  const deleted = await deps.db
    .delete(tournamentDrafts)
    .where(and(eq(tournamentDrafts.id, draftId), eq(tournamentDrafts.organiserId, actor.userId)))
    .returning({ id: tournamentDrafts.id, pictureKey: tournamentDrafts.pictureKey });
  if (!deleted.length) throw new AppError('NOT_FOUND');
  await discardPicture(deps.db, deps.storage, deleted[0]!.pictureKey);
  return { UUID: draftId };
}

/** The drafts as they leave the server, their localities named (one query for them all). */
async function toDraftDtos(db: Db, rows: DraftRow[]): Promise<TournamentDraftDto[]> {
  // Stored through the same schema; parsing again drops anything a past version may have kept.
  const payloads = rows.map((row) => ZTournamentDraftInput.omit({ UUID: true }).parse(row.payload));
  const ids = [...new Set(payloads.flatMap((payload) => payload.localityUUIDs ?? []))];
  const named = ids.length
    ? await db
        .select({ localityUUID: localities.id, localityName: localities.name, regionName: regions.name })
        .from(localities)
        .innerJoin(regions, eq(regions.id, localities.regionId))
        .where(inArray(localities.id, ids))
    : [];
  const byId = new Map(named.map((locality) => [locality.localityUUID, locality]));
  return rows.map((row, index) => {
    const payload = payloads[index]!;
    return {
      ...payload,
      // The column is the truth (a move of legacy keys updates it, never the payload).
      ...(row.pictureKey ? { pictureUrl: row.pictureKey } : {}),
      UUID: row.id,
      updatedAt: row.updatedAt.toISOString(),
      localities: (payload.localityUUIDs ?? []).flatMap((id) => byId.get(id) ?? []),
    };
  });
}
