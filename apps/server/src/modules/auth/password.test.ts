import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST } from '../../config';
import { createPasswordHasher } from './password';

describe('password hashes', () => {
  // The one test at the production cost: every other test runs at the cheap cost of PASSWORD_HASH_COST.
  it('are made at N=2^15 by default, record their parameters, and verify only the right password', async () => {
    const hasher = createPasswordHasher(DEFAULT_PASSWORD_HASH_COST);
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(15);
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse battery!', stored)).toBe(false);
  });

  it('made at one cost still verify after the cost changes, since each hash carries its own', async () => {
    const cheap = await createPasswordHasher(10).hash('tightlines-demo');
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await createPasswordHasher(12).verify('tightlines-demo', cheap)).toBe(true);
  });

  it('never verify a malformed or missing hash', async () => {
    const hasher = createPasswordHasher(10);
    for (const stored of [null, '', 'scrypt$1024$8$1$salt', 'bcrypt$x$y$z$salt$hash']) {
      expect(await hasher.verify('anything', stored)).toBe(false);
    }
  });

  it('fold equivalent Unicode forms of one password together (NFKC)', async () => {
    const hasher = createPasswordHasher(10);
    const stored = await hasher.hash('Cañón');
    expect(await hasher.verify('Can\u0303o\u0301n', stored)).toBe(true);
  });
});
