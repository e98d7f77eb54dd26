import { AppError } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { authenticateWithPassword, type PasswordHasher, type UserRow } from '../users';
import {
  accountKeyOf,
  ANY_ADDRESS,
  blockFor,
  countFailure,
  deleteStaleAttempts,
  getAttempts,
  recordSuccess,
} from './sign-in-attempts';

/** A run of failures from one address is forgotten a day after its last failure. */
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/** The account-wide run is forgotten an hour after its last failure. */
const ACCOUNT_MEMORY_SECONDS = 60 * 60;
/** The first wait; each further failure doubles it. */
const BASE_DELAY_SECONDS = 5;
const MAX_PAIR_DELAY_SECONDS = 15 * 60;
const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** The longest any row matters for: a run of failures is counted this long, and no wait is longer. */
const LONGEST_WINDOW_SECONDS = Math.max(
  PAIR_MEMORY_SECONDS,
  ACCOUNT_MEMORY_SECONDS,
  MAX_PAIR_DELAY_SECONDS,
  MAX_ACCOUNT_DELAY_SECONDS,
);
/** Rows one statement deletes; a run goes on while batches come back full, up to PRUNE_MAX_BATCHES. */
const PRUNE_BATCH = 1000;
const PRUNE_MAX_BATCHES = 100;

export interface SignInLimits {
  /** Failures into one account from one address before that address waits between attempts. */
  failuresPerAddress: number;
  /** Failures into one account from all addresses before addresses it never signed in from wait. */
  failuresPerAccount: number;
}

/** Checks an e-mail and password for a sign-in from `address`; the one way both sign-in pages do it. */
export type PasswordSignIn = (email: string, password: string, address: string) => Promise<UserRow>;

/**
 * Password sign-in with failures counted per account, per (account, address) and in the database,
 * so every instance sees them. Nobody else's failures can keep an account's owner out:
 *
 * - After `failuresPerAddress` failures into an account from one address, that address waits
 *   5 s, then 10 s, 20 s… (at most 15 minutes) before its next attempt for that account is even
 *   checked. Other addresses, the owner's among them, are not affected.
 * - After `failuresPerAccount` failures into an account within an hour from all addresses together
 *   (a spray from many addresses), addresses that never signed in to it wait 5 s, 10 s… (at most a
 *   minute) between attempts, for everyone together. An address where the right password was given
 *   before skips that wait, so the owner signs in from their usual address at once.
 * - A correct password from an address clears that address's run of failures.
 *
 * Unknown e-mails are counted like known ones (the key is a hash of the e-mail as typed), so the
 * answers never tell whether an account exists. A refused attempt answers RATE_LIMITED with
 * `details.retryAfterSeconds` (sent as Retry-After) without checking the password; a wrong one
 * answers LOGIN_INVALID.
 */
export function createPasswordSignIn({
  db,
  passwords,
  limits,
}: {
  db: Db;
  passwords: PasswordHasher;
  limits: SignInLimits;
}): PasswordSignIn {
  return async (email, password, address) => {
    const accountKey = accountKeyOf(email);
    const { pair, account } = await getAttempts(db, accountKey, address);
    const wait = Math.max(pair.waitSeconds, pair.known ? 0 : account.waitSeconds);
    if (wait > 0) throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: wait } });
    try {
      const user = await authenticateWithPassword(db, passwords, email, password);
      await recordSuccess(db, accountKey, address);
      return user;
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'LOGIN_INVALID') {
        await countFailures(db, accountKey, address, limits);
      }
      throw error;
    }
  };
}

async function countFailures(db: Db, accountKey: string, address: string, limits: SignInLimits) {
  const fromAddress = await countFailure(db, accountKey, address, PAIR_MEMORY_SECONDS);
  if (fromAddress >= limits.failuresPerAddress) {
    const excess = fromAddress - limits.failuresPerAddress;
    await blockFor(db, accountKey, address, delaySeconds(excess, MAX_PAIR_DELAY_SECONDS));
  }
  const overall = await countFailure(db, accountKey, ANY_ADDRESS, ACCOUNT_MEMORY_SECONDS);
  if (overall >= limits.failuresPerAccount) {
    const excess = overall - limits.failuresPerAccount;
    await blockFor(db, accountKey, ANY_ADDRESS, delaySeconds(excess, MAX_ACCOUNT_DELAY_SECONDS));
  }
}

/** 5 s, 10 s, 20 s… up to `max`. */
function delaySeconds(excess: number, max: number): number {
  return Math.min(BASE_DELAY_SECONDS * 2 ** Math.min(excess, 20), max);
}

/**
 * Deletes the sign-in attempt rows past the longest window (a day after their last failure, any
 * wait over) that hold no correct password: failures of strangers and of unknown e-mails, which
 * would otherwise pile up without bound. Rows of addresses that signed in are kept, as they are
 * what lets the owner skip the account-wide wait. Runs in batches; idempotent. Answers how many it
 * deleted.
 */
export async function pruneSignInAttempts(db: Db): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const count = await deleteStaleAttempts(db, LONGEST_WINDOW_SECONDS, PRUNE_BATCH);
    deleted += count;
    if (count < PRUNE_BATCH) break;
  }
  return deleted;
}
