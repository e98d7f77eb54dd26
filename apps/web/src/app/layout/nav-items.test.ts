import type { Permission } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/use-t';
import { visibleNavItems } from './nav-items';

const holds =
  (...permissions: Permission[]) =>
  (permission: Permission) =>
    permissions.includes(permission);

describe('visibleNavItems', () => {
  it('shows a guest only the public pages', () => {
    expect(visibleNavItems(false, holds()).map((item) => t(item.label))).toEqual([
      'Home',
      'Leaderboard',
      'Tournaments',
    ]);
  });

  it('adds My Fishlogs and My Clubs for a signed-in member', () => {
    expect(visibleNavItems(true, holds('USER_PROFILE')).map((item) => t(item.label))).toEqual([
      'Home',
      'My Fishlogs',
      'Leaderboard',
      'Tournaments',
      'My Clubs',
    ]);
  });

  it('shows Judge only with JUDGE_TOURNAMENTS', () => {
    expect(visibleNavItems(true, holds('JUDGE_TOURNAMENTS')).map((item) => t(item.label))).toContain('Judge');
    expect(visibleNavItems(false, holds('JUDGE_TOURNAMENTS')).map((item) => t(item.label))).not.toContain(
      'Judge',
    );
  });
});
