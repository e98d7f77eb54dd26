import type { Permission } from '@tightlines/domain';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only to signed-in users. */
  requiresLogin?: boolean;
  /** Shown only to users holding this permission. */
  permission?: Permission;
}

/** The navigation bar of spec §2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'My Fishlogs', to: '/my_fish_logs', requiresLogin: true },
  { label: 'Leaderboard', to: '/ranking' },
  { label: 'Tournaments', to: '/tournament' },
  { label: 'Judge', to: '/judge', requiresLogin: true, permission: 'JUDGE_TOURNAMENTS' },
  { label: 'My Clubs', to: '/myclubs', requiresLogin: true, permission: 'USER_PROFILE' },
];

export const FOLLOW_US_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/tightlines.app' },
  { label: 'Facebook', href: 'https://www.facebook.com/tightlines.app' },
  { label: 'YouTube', href: 'https://www.youtube.com/@tightlines.app' },
] as const;

/** Which navigation items a visitor sees, from whether they are signed in and what they may do. */
export function visibleNavItems(
  isLoggedIn: boolean,
  hasPermission: (permission: Permission) => boolean,
): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.requiresLogin || isLoggedIn) && (!item.permission || hasPermission(item.permission)),
  );
}
