import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

describe('idempotency keys', () => {
  it('give the same body the same key until a success renews them', () => {
    const keys = createIdempotencyKeys();
    const body = { commentText: 'Nice marlin!', objectUUID: 'a' };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    keys.renew();
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('give a changed body another key, and another form other keys', () => {
    const keys = createIdempotencyKeys();
    expect(keys.keyFor({ commentText: 'Nice marlin!' })).not.toBe(
      keys.keyFor({ commentText: 'Nice sailfish!' }),
    );
    expect(createIdempotencyKeys().keyFor({ a: 1 })).not.toBe(createIdempotencyKeys().keyFor({ a: 1 }));
  });
});
