import type { ClubDto, ClubInput } from '@tightlines/domain';
import { grantPermission } from '../modules/users';
import type { TestApp } from './build-test-app';
import { createUser, type TestUser } from './factories';
import { userIdOf } from './tournament-factories';

/** A user holding CLUB_ADMIN (the grant the admin command gives). */
export async function createClubAdmin(t: TestApp): Promise<TestUser> {
  const admin = await createUser(t);
  await grantPermission(t.database.db, await userIdOf(t, admin), 'CLUB_ADMIN');
  return admin;
}

/** Creates a club through the API as `admin` (a paid one with `unitPrice` dollars a unit a year). */
export async function createTestClub(
  t: TestApp,
  admin: TestUser,
  input: Partial<ClubInput> = {},
): Promise<ClubDto> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/clubs',
    headers: admin.auth,
    payload: { name: `Club ${crypto.randomUUID().slice(0, 8)}`, description: 'Anglers of the bay', ...input },
  });
  if (response.statusCode !== 200) throw new Error(`club create failed: ${response.body}`);
  return response.json().result as ClubDto;
}
