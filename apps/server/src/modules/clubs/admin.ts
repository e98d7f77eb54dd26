import {
  AppError,
  ZClubInput,
  ZClubUpdate,
  type ClubDto,
  type ClubInput,
  type ClubUpdate,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { getRegionByName } from '../catalogue';
import { discardPicture, makePictureRenditions, markAttached, requireOwnPicture } from '../media';
import type { ClubsDeps } from './deps';
import { canAdministerClubs } from './policy';
import { presentClubs } from './read-clubs';
import { findClub, findClubByName, findClubView, insertClub, updateClub, type ClubRow } from './repo';

/**
 * What creating and editing need: the database, the storage of pictures and the payments module's
 * products (the admin command builds just these; the app passes the whole module's).
 */
export type ClubAdminDeps = Pick<ClubsDeps, 'db' | 'storage'> & {
  payments: Pick<ClubsDeps['payments'], 'createProduct'>;
};

/** The region a create or edit names (undefined: not given; null: none). VALIDATION naming regionName. */
async function regionIdOf(deps: ClubAdminDeps, name: string | null | undefined) {
  if (!name) return name === undefined ? undefined : null;
  const region = await getRegionByName(deps.db, name);
  if (!region) throw new AppError('VALIDATION', { details: { fields: ['regionName'] } });
  return region.id;
}

/**
 * Who creates or edits: an actor holding CLUB_ADMIN (whose own upload a picture must be), or the
 * admin command naming an account (no picture: it uploads nothing).
 */
export type ClubEditor = { userId: string; actor?: Actor };

/**
 * The picture a create or edit names: the editor's own clean upload (the media pipeline strips its
 * metadata and makes its smaller copies); undefined when not given, null to remove it.
 */
async function pictureOf(
  deps: ClubAdminDeps,
  editor: ClubEditor,
  value: string | null | undefined,
): Promise<string | null | undefined> {
  if (!value) return value;
  if (!editor.actor) throw new AppError('VALIDATION', { details: { fields: ['pictureUrl'] } });
  const key = await requireOwnPicture(deps.db, deps.storage, editor.actor, value, 'pictureUrl');
  await makePictureRenditions(deps.db, deps.storage, key);
  return key;
}

/** Dollars (two decimals at most) in cents; 0 or none is a free club. */
const centsOf = (price: number | null | undefined) => (price ? Math.round(price * 100) : null);

/**
 * Creates a club (issue 37 point 1). A paid one's yearly price per unit becomes a product of the
 * payments module, as a tournament's entry does. CONFLICT `clubNameTaken`.
 */
export async function createClub(
  deps: ClubAdminDeps,
  editor: ClubEditor,
  input: ClubInput,
): Promise<ClubDto> {
  const club = ZClubInput.parse(input);
  if (await findClubByName(deps.db, club.name)) {
    throw new AppError('CONFLICT', { key: 'clubNameTaken', details: { fields: ['name'] } });
  }
  const unitPriceCents = centsOf(club.unitPrice);
  const regionId = (await regionIdOf(deps, club.regionName)) ?? null;
  const pictureKey = (await pictureOf(deps, editor, club.pictureUrl)) ?? null;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertClub(tx, {
      name: club.name,
      siteUrl: club.siteUrl ?? null,
      description: club.description,
      regionId,
      pictureKey,
    });
    if (pictureKey) await markAttached(tx, pictureKey, editor.userId);
    return inserted;
  });
  await priceClub(deps, editor, row, unitPriceCents);
  return present(deps, row.id);
}

/** Edits a club; a new price is a new product (checkouts already open keep theirs). NOT_FOUND; CONFLICT. */
export async function editClub(
  deps: ClubAdminDeps,
  editor: ClubEditor,
  clubId: string,
  input: ClubUpdate,
): Promise<ClubDto> {
  const changes = ZClubUpdate.parse(input);
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  if (changes.name !== undefined && changes.name.toLowerCase() !== club.name.toLowerCase()) {
    if (await findClubByName(deps.db, changes.name)) {
      throw new AppError('CONFLICT', { key: 'clubNameTaken', details: { fields: ['name'] } });
    }
  }
  const regionId = await regionIdOf(deps, changes.regionName);
  const picture = await pictureOf(deps, editor, changes.pictureUrl);
  const pictureChanged = picture !== undefined && picture !== club.pictureKey;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateClub(tx, clubId, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.siteUrl !== undefined ? { siteUrl: changes.siteUrl ?? null } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(regionId !== undefined ? { regionId } : {}),
      ...(pictureChanged ? { pictureKey: picture } : {}),
    });
    if (pictureChanged && picture) await markAttached(tx, picture, editor.userId);
    return updated;
  });
  // The picture replaced is no longer anyone's: removed once the change is written.
  if (pictureChanged) await discardPicture(deps.db, deps.storage, club.pictureKey);
  if (row && changes.unitPrice !== undefined) await priceClub(deps, editor, row, centsOf(changes.unitPrice));
  return present(deps, clubId);
}

/** The CLUB_ADMIN screen's gate: FORBIDDEN otherwise, before any lookup. */
export function requireClubAdmin(actor: Actor): ClubEditor {
  if (!canAdministerClubs(actor)) throw new AppError('FORBIDDEN');
  return { userId: actor.userId, actor };
}

async function priceClub(deps: ClubAdminDeps, editor: ClubEditor, club: ClubRow, cents: number | null) {
  if (cents === club.unitPriceCents) return;
  if (cents === null) {
    await updateClub(deps.db, club.id, { unitPriceCents: null, paymentProductId: null });
    return;
  }
  const product = await deps.payments.createProduct({
    createdBy: editor.userId,
    name: club.name,
    description: `${club.name}: a year's subscription`,
    unitAmountCents: cents,
    sellerKey: `club:${club.id}:${cents}`,
  });
  await updateClub(deps.db, club.id, { unitPriceCents: cents, paymentProductId: product.id });
}

async function present(deps: ClubAdminDeps, clubId: string): Promise<ClubDto> {
  const view = await findClubView(deps.db, clubId);
  if (!view) throw new AppError('NOT_FOUND');
  const [club] = await presentClubs(deps, [view], null);
  return club!;
}
