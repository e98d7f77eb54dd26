import {
  AppError,
  ZClubInput,
  ZClubUpdate,
  type ClubDto,
  type ClubInput,
  type ClubUpdate,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { ClubsDeps } from './deps';
import { canAdministerClubs } from './policy';
import { toClubDto } from './presenter';
import { findClub, findClubByName, findClubView, insertClub, updateClub, type ClubRow } from './repo';

/** Who creates or edits: an actor holding CLUB_ADMIN, or the admin command naming an account. */
export type ClubEditor = { userId: string };

/** Dollars (two decimals at most) in cents; 0 or none is a free club. */
const centsOf = (price: number | null | undefined) => (price ? Math.round(price * 100) : null);

/**
 * Creates a club (issue 37 point 1). A paid one's yearly price per unit becomes a product of the
 * payments module, as a tournament's entry does. CONFLICT `clubNameTaken`.
 */
export async function createClub(deps: ClubsDeps, editor: ClubEditor, input: ClubInput): Promise<ClubDto> {
  const club = ZClubInput.parse(input);
  if (await findClubByName(deps.db, club.name)) {
    throw new AppError('CONFLICT', { key: 'clubNameTaken', details: { fields: ['name'] } });
  }
  const unitPriceCents = centsOf(club.unitPrice);
  const row = await insertClub(deps.db, {
    name: club.name,
    siteUrl: club.siteUrl ?? null,
    description: club.description,
    regionId: club.regionId ?? null,
  });
  await priceClub(deps, editor, row, unitPriceCents);
  return present(deps, row.id);
}

/** Edits a club; a new price is a new product (checkouts already open keep theirs). NOT_FOUND; CONFLICT. */
export async function editClub(
  deps: ClubsDeps,
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
  const row = await updateClub(deps.db, clubId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.siteUrl !== undefined ? { siteUrl: changes.siteUrl ?? null } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.regionId !== undefined ? { regionId: changes.regionId ?? null } : {}),
  });
  if (row && changes.unitPrice !== undefined) await priceClub(deps, editor, row, centsOf(changes.unitPrice));
  return present(deps, clubId);
}

/** The CLUB_ADMIN screen's gate: FORBIDDEN otherwise, before any lookup. */
export function requireClubAdmin(actor: Actor): ClubEditor {
  if (!canAdministerClubs(actor)) throw new AppError('FORBIDDEN');
  return { userId: actor.userId };
}

async function priceClub(deps: ClubsDeps, editor: ClubEditor, club: ClubRow, cents: number | null) {
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

async function present(deps: ClubsDeps, clubId: string): Promise<ClubDto> {
  const view = await findClubView(deps.db, clubId);
  if (!view) throw new AppError('NOT_FOUND');
  return toClubDto(view, null);
}
