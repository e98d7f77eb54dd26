import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../users';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A hasher that makes new hashes at `cost`, scrypt's cost as log2(N) (config's PASSWORD_HASH_COST).
 * The stored hash records its own parameters, so a hash made at any cost still verifies.
 */
export function createPasswordHasher(cost: number): PasswordHasher {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) {
        // Spend the same time as a real check so an unknown e-mail cannot be told apart by timing.
        await derive(password, Buffer.alloc(16), params);
        return false;
      }
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
