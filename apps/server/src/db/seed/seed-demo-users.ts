import type { Permission, RoleName } from '@tightlines/domain';
import type { Db } from '../database';
import { getUserByEmail, usersDemoWrites, type PasswordHasher } from '../../modules/users';

const { getLocalityByName, insertPermissionGrant, insertUser, markEmailVerified, updateUserLocality } =
  usersDemoWrites;

export const DEMO_PASSWORD = 'tightlines-demo';

export interface DemoUser {
  email: string;
  name: string;
  lastname: string;
  roleName: RoleName;
  nationalityName: string;
  /** Where the account fishes (a seeded locality), so demo sign-ins are not asked for one. */
  localityName: string;
  grants: Permission[];
  /** What the account is for, printed at start. */
  purpose: string;
}

/** One account per role and per special permission, so every screen can be tried at once. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'angler@demo.tightlines.app',
    name: 'Ana',
    lastname: 'Mora',
    roleName: 'Angler',
    nationalityName: 'Costa Rica',
    localityName: 'Los Sueños',
    grants: [],
    purpose: 'Angler',
  },
  {
    email: 'mate@demo.tightlines.app',
    name: 'Mateo',
    lastname: 'Rojas',
    roleName: 'Mate',
    nationalityName: 'Panama',
    localityName: 'Pedasí',
    grants: [],
    purpose: 'Mate',
  },
  {
    email: 'captain@demo.tightlines.app',
    name: 'Carla',
    lastname: 'Vega',
    roleName: 'Captain',
    nationalityName: 'Mexico',
    localityName: 'Cabo San Lucas',
    grants: [],
    purpose: 'Captain (boats, unlimited dates)',
  },
  {
    email: 'boat@demo.tightlines.app',
    name: 'Reel',
    lastname: 'Deal',
    roleName: 'Boat',
    nationalityName: 'United States',
    localityName: 'Cancún',
    grants: [],
    purpose: 'Boat account',
  },
  {
    email: 'organiser@demo.tightlines.app',
    name: 'Olga',
    lastname: 'Paz',
    roleName: 'Captain',
    nationalityName: 'Guatemala',
    localityName: 'Puerto San José',
    grants: [],
    purpose: 'Tournament organiser',
  },
  {
    email: 'judge@demo.tightlines.app',
    name: 'Julián',
    lastname: 'Soto',
    roleName: 'Captain',
    nationalityName: 'Costa Rica',
    localityName: 'Quepos',
    grants: ['JUDGE_TOURNAMENTS'],
    purpose: 'Judge',
  },
  {
    email: 'moderator@demo.tightlines.app',
    name: 'Mónica',
    lastname: 'Ríos',
    roleName: 'Angler',
    nationalityName: 'Dominican Republic',
    localityName: 'Isla Mujeres',
    grants: ['CONTENT_MODERATOR'],
    purpose: 'Content moderator',
  },
];

/**
 * Creates the demo accounts that do not exist yet, their addresses verified (ADR 011: the demo
 * world's accounts are; one made before verification existed is marked so at the next start).
 * Idempotent. Returns the accounts, for printing.
 */
export async function seedDemoUsers(db: Db, passwords: PasswordHasher): Promise<DemoUser[]> {
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const existing = await getUserByEmail(db, demo.email);
    const user =
      existing ??
      (await insertUser(db, {
        email: demo.email,
        passwordHash,
        name: demo.name,
        lastname: demo.lastname,
        roleName: demo.roleName,
        nationalityName: demo.nationalityName,
        emailVerifiedAt: new Date(),
      }));
    if (!user.emailVerifiedAt) await markEmailVerified(db, user.id);
    for (const permission of demo.grants) await insertPermissionGrant(db, user.id, permission);
    if (!user.localityId) {
      const locality = await getLocalityByName(db, demo.localityName);
      if (locality) await updateUserLocality(db, user.id, locality.id);
    }
  }
  return DEMO_USERS;
}
