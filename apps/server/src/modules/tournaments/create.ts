import {
  AppError,
  CURRENCY,
  LAST_ZONE_ON_EARTH,
  tournamentWindow,
  type TournamentDraftInput,
  type TournamentDto,
} from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  tournamentDrafts,
  tournamentJudges,
  tournamentLocalities,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
} from '../../db/schema';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { makePictureRenditions, markAttached, requireOwnPicture } from '../media';
import type { TournamentsDeps } from './deps';
import { mailJudgeInvitations } from './judge-invitations';
import { closeUploadsJob } from './jobs';
import { canCreateTournament, canEditDraft, canManageTournament } from './policy';
import { presentTournaments } from './presenter';
import { findTournament } from './repo';
import { checkTournament, type CheckedTournament } from './validate';

/**
 * Publishes a tournament (spec §4 create flow): the §5 rules, a payment product when the fee is
 * above 0, the tournament with its places, species and judges, its picture (and the picture's
 * 400/800/1600 px renditions) tagged as attached,
 * the draft it came from removed, then the upload-deadline job. Publishing the same UUID again (a double click, a retried request)
 * answers with the tournament already made. FORBIDDEN without CREATE_TOURNAMENT; VALIDATION;
 * NOT_FOUND for the id of someone else's tournament or draft, or of a deleted tournament.
 */
export async function createTournament(
  deps: TournamentsDeps,
  actor: Actor,
  input: TournamentDraftInput,
): Promise<TournamentDto> {
  if (!canCreateTournament(actor)) throw new AppError('FORBIDDEN');
  const id = input.UUID ?? randomUUID();
  // Deleted ones too: their id is taken for good, and answers like a missing tournament.
  const [existing] = await deps.db.select().from(tournaments).where(eq(tournaments.id, id));
  if (existing) {
    if (!canManageTournament(actor, existing) || existing.status === 'Deleted') {
      throw new AppError('NOT_FOUND');
    }
    return (await presentTournaments(deps, [existing], actor))[0]!;
  }
  // A draft publishes by its owner only: someone else's draft id answers like a missing one.
  await requireNoForeignDraft(deps.db, id, actor);
  const checked = await checkTournament(deps.db, input, deps.now());
  const pictureKey = input.pictureUrl
    ? await requireOwnPicture(deps.db, deps.storage, actor, input.pictureUrl, 'pictureUrl')
    : null;
  // Its smaller copies for the card and the banner (made already when a draft saved it).
  if (pictureKey) await makePictureRenditions(deps.db, deps.storage, pictureKey);
  const product =
    checked.feeCents > 0
      ? await deps.payments.createProduct({
          createdBy: actor.userId,
          // Named by the tournament alone: what kind of purchase it is, each page words in its own
          // language (issue 33), so no English is stored with it.
          name: checked.name,
          description: '',
          unitAmountCents: checked.feeCents,
          sellerKey: `tournament-${id}`,
        })
      : null;
  await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tournaments)
      .values({
        id,
        organiserId: actor.userId,
        ...columnsOf(checked),
        pictureKey,
        paymentProductId: product?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: tournaments.id });
    // Lost a race with the same request: the winner wrote everything below.
    if (!inserted.length) return false;
    await requireNoForeignDraft(tx, id, actor);
    if (checked.regionIds.length) {
      await tx
        .insert(tournamentRegions)
        .values(checked.regionIds.map((regionId) => ({ tournamentId: id, regionId })));
    }
    if (checked.localityIds.length) {
      await tx
        .insert(tournamentLocalities)
        .values(checked.localityIds.map((localityId) => ({ tournamentId: id, localityId })));
    }
    await tx
      .insert(tournamentSpecies)
      .values(checked.speciesIds.map((speciesId) => ({ tournamentId: id, speciesId })));
    await tx
      .insert(tournamentJudges)
      .values(checked.judgeEmails.map((email) => ({ tournamentId: id, email })));
    // The picture's tag (spec §4 create flow): the tournament's now, kept and served with it.
    if (pictureKey) await markAttached(tx, pictureKey, actor.userId);
    await tx
      .delete(tournamentDrafts)
      .where(and(eq(tournamentDrafts.id, id), eq(tournamentDrafts.organiserId, actor.userId)));
    // The named judges are invited (issue 32): they judge once they accept, verified.
    await mailJudgeInvitations(tx, deps, { id, name: checked.name }, checked.judgeEmails, actor);
    return true;
  });
  // A Global tournament's deadline comes in each member's zone: uploads close once the last zone's has.
  await scheduleUploadDeadline(deps, id, tournamentWindow(checked, LAST_ZONE_ON_EARTH).uploadDeadline);
  const created = await findTournament(deps.db, id);
  // Lost a race with another organiser's publish of the same id: not theirs, so not there.
  if (created && !canManageTournament(actor, created)) throw new AppError('NOT_FOUND');
  if (!created) throw new AppError('INTERNAL', { key: 'invalidTournamentResponse' });
  return (await presentTournaments(deps, [created], actor))[0]!;
}

/** NOT_FOUND when `id` names a draft of someone else (issue 32): publishing it would block its owner. */
async function requireNoForeignDraft(db: Db, id: string, actor: Actor): Promise<void> {
  const [draft] = await db
    .select({ organiserId: tournamentDrafts.organiserId })
    .from(tournamentDrafts)
    .where(eq(tournamentDrafts.id, id));
  if (draft && !canEditDraft(actor, draft)) throw new AppError('NOT_FOUND');
}

/** Spec §4: a failure to schedule the deadline job is logged, never shown to the organiser. */
async function scheduleUploadDeadline(deps: TournamentsDeps, tournamentId: string, at: Date): Promise<void> {
  try {
    await deps.jobs.send(closeUploadsJob(deps), { tournamentId }, { startAfter: at });
  } catch (error) {
    deps.log.error({ err: error, tournamentId }, 'the upload-deadline job could not be scheduled');
  }
}

function columnsOf(checked: CheckedTournament) {
  return {
    name: checked.name,
    description: checked.description,
    terms: checked.terms,
    regionType: checked.regionType,
    timeZone: checked.timeZone,
    startAt: checked.startAt,
    endAt: checked.endAt,
    uploadDeadlineAt: checked.uploadDeadlineAt,
    allowLateJoin: checked.allowLateJoin,
    fishingRadiusNm: checked.fishingRadiusNm,
    feeCents: checked.feeCents,
    prizeCents: checked.prizeCents,
    refundDaysBeforeStart: checked.refundDaysBeforeStart,
    currency: CURRENCY,
    ruleSetId: checked.ruleSetId,
    clubOption: checked.clubOption,
    clubId: checked.clubId,
  };
}
