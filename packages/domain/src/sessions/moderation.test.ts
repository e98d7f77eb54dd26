import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages';
import { canRestoreSession, ZModerateSessionInput } from './moderation';

const owner = { userId: 'owner', permissions: [] as const };
const moderator = { userId: 'moderator', permissions: ['CONTENT_MODERATOR'] as const };
const stranger = { userId: 'stranger', permissions: [] as const };
const session = (moderatorHidden: boolean, isTournamentSession = false) => ({
  ownerId: 'owner',
  isTournamentSession,
  moderatorHidden,
});

describe('canRestoreSession', () => {
  it.each([
    ['the owner, a session they hid', owner, session(false), true],
    ['the owner, a session a moderator hid', owner, session(true), false],
    ['a moderator, a session a moderator hid', moderator, session(true), true],
    ['a moderator, a session its owner hid', moderator, session(false), true],
    ['a stranger', stranger, session(false), false],
    ['a guest', null, session(false), false],
    ['the owner, a tournament session', owner, session(false, true), false],
  ] as const)('%s: %s', (_case, viewer, hidden, expected) => {
    expect(canRestoreSession(viewer, hidden)).toBe(expected);
  });
});

describe('ZModerateSessionInput', () => {
  it('asks a hide for its reason, naming the field; restore and delete need none', () => {
    const refused = ZModerateSessionInput.safeParse({ action: 'hide', reason: '  ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['reason'], message: messageKeys.moderationReasonRequired }),
    ]);
    expect(ZModerateSessionInput.parse({ action: 'hide', reason: ' Spam ' })).toEqual({
      action: 'hide',
      reason: 'Spam',
    });
    expect(ZModerateSessionInput.safeParse({ action: 'restore' }).success).toBe(true);
    expect(ZModerateSessionInput.safeParse({ action: 'delete' }).success).toBe(true);
  });
});
