import { describe, expect, it } from 'vitest';
import { sharePath } from './share-links';
import { decodeUuid } from './uuid-encoding';

const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('sharePath', () => {
  it('opens a session over the home feed and a tournament on its page, the id Base64-encoded', () => {
    const session = new URL(sharePath('FishingSession', uuid), 'http://x.invalid');
    expect(session.pathname).toBe('/home');
    expect(decodeUuid(session.searchParams.get('session')!)).toBe(uuid);
    const tournament = sharePath('Tournament', uuid);
    expect(tournament).toMatch(/^\/tournament\/[A-Za-z0-9_-]+$/);
    expect(decodeUuid(tournament.split('/').at(-1)!)).toBe(uuid);
  });
});
