import { permissionsOf, type Permission, type RoleName } from '@tightlines/domain';
import { getUserByEmail, grantPermission } from '../../modules/users';
import type { TestApp } from '../build-test-app';
import { createUser, login, type TestUser } from '../factories';

/** The callers every route is tried with (issue: guest, the four roles, judge, organiser, moderator). */
export const ACTOR_NAMES = [
  'guest',
  'Angler',
  'Mate',
  'Captain',
  'Boat',
  'judge',
  'organiser',
  'moderator',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

interface ActorRecipe {
  roleName: RoleName;
  grants: Permission[];
}

const RECIPES: Record<Exclude<ActorName, 'guest'>, ActorRecipe> = {
  Angler: { roleName: 'Angler', grants: [] },
  Mate: { roleName: 'Mate', grants: [] },
  Captain: { roleName: 'Captain', grants: [] },
  Boat: { roleName: 'Boat', grants: [] },
  judge: { roleName: 'Captain', grants: ['JUDGE_TOURNAMENTS'] },
  organiser: { roleName: 'Captain', grants: [] },
  moderator: { roleName: 'Angler', grants: ['CONTENT_MODERATOR'] },
};

export interface Actor {
  name: ActorName;
  /** Null for the guest. */
  user: TestUser | null;
  headers: Record<string, string>;
  /** What the actor may do (none for the guest). */
  permissions: Permission[];
}

/** Creates one user per signed-in actor (with their personal grants) and the guest. */
export async function createActors(t: TestApp): Promise<Record<ActorName, Actor>> {
  const guest: Actor = { name: 'guest', user: null, headers: {}, permissions: [] };
  const actors = { guest } as Record<ActorName, Actor>;
  for (const [name, recipe] of Object.entries(RECIPES) as [Exclude<ActorName, 'guest'>, ActorRecipe][]) {
    let user = await createUser(t, { roleName: recipe.roleName, name: `Matrix ${name}` });
    if (recipe.grants.length > 0) {
      const row = await getUserByEmail(t.database.db, user.email);
      for (const permission of recipe.grants) await grantPermission(t.database.db, row!.id, permission);
      const tokens = await login(t, user.email, user.password);
      user = { ...user, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
    }
    actors[name] = {
      name,
      user,
      headers: user.auth,
      permissions: permissionsOf(recipe.roleName, recipe.grants),
    };
  }
  return actors;
}
