import type { Permission } from '@tightlines/domain';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-test-app';
import type { TestUser } from '../factories';
import type { Actor } from './actors';

/**
 * Who may call each route. Every route Fastify registers must match a row, or the matrix test fails:
 * a new route cannot ship without saying who may call it.
 *
 * - public: anyone, signed in or not, gets the success status.
 * - signed-in: a guest gets 401; a signed-in actor succeeds, or gets 403 without `permission`.
 * - owned: an object that belongs to someone. A guest gets 401; the owner succeeds; someone else's
 *   object is `hidden` (answers exactly like a missing one), `forbidden` (403) or `allowed` (the
 *   success status: e.g. a profile, filtered by its privacy). Actors without `permission` cannot own
 *   one, so only "someone else's" is tried for them.
 * - covered: not driven here, with the test that proves its rules (provider internals, docs,
 *   static files, development tools).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in'; permission?: Permission }
  | { kind: 'owned'; others: 'hidden' | 'forbidden' | 'allowed'; permission?: Permission; missing?: number }
  | { kind: 'covered'; by: string };

export type Relation = 'own' | 'other' | 'missing';

export interface CaseContext {
  t: TestApp;
  actor: Actor;
  /** For `self` rows: whose object the request is about. */
  relation: Relation;
  /** Another signed-in user, for "someone else's object". */
  other: TestUser;
  /** A user the request may act on freely (register, reset, log out…): fresh for each case. */
  freshUser(): Promise<TestUser>;
}

export interface MatrixRow {
  method: string | RegExp;
  url: string | RegExp;
  access: Access;
  /** A valid request for this actor (and relation); the harness adds the actor's credentials. */
  request?: (ctx: CaseContext) => Promise<InjectOptions> | InjectOptions;
  /** The statuses that mean "allowed and done" (default 200). */
  success?: number[];
  /**
   * What a successful answer about someone else's object (`other`, who keeps the default privacy:
   * positions private, e-mail hidden) still revealed, as failures: checked for every actor, whatever
   * role it registered as (issue 16).
   */
  reveals?: (body: string, other: TestUser) => string[];
}

/** A privacy check: `other`'s e-mail address appears nowhere in the answer. */
export function noEmailOf(body: string, other: TestUser): string[] {
  return body.includes(other.email) ? [`reveals ${other.email}`] : [];
}
