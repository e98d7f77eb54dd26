import { describe, expect, it } from 'vitest';
import { decodeUuid, encodeUuid, tournamentUuidOf } from './uuid-encoding';

const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('encodeUuid / decodeUuid', () => {
  it('round-trips', () => {
    expect(decodeUuid(encodeUuid(uuid))).toBe(uuid);
  });

  it('writes only URL-safe characters', () => {
    expect(encodeUuid(uuid)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads standard padded Base64 too', () => {
    expect(decodeUuid(btoa(uuid))).toBe(uuid);
  });

  it('lower-cases', () => {
    expect(decodeUuid(encodeUuid(uuid.toUpperCase()))).toBe(uuid);
  });

  it.each(['', 'not base64 at all!', btoa('hello world'), '%%%', btoa(uuid).slice(0, 10)])(
    'answers null for %j',
    (value) => {
      expect(decodeUuid(value)).toBeNull();
    },
  );

  it('refuses to encode something that is not a UUID', () => {
    expect(() => encodeUuid('nope')).toThrow(TypeError);
  });
});

describe('tournamentUuidOf', () => {
  it('reads the Base64 form, a plain UUID as a courtesy, and nothing else', () => {
    expect(tournamentUuidOf(encodeUuid(uuid))).toBe(uuid);
    expect(tournamentUuidOf(uuid.toUpperCase())).toBe(uuid);
    expect(tournamentUuidOf('not-one')).toBeNull();
    expect(tournamentUuidOf(undefined)).toBeNull();
  });
});
