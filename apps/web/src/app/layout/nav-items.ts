import type { Permission } from '@tightlines/domain';
import type { MessageKey } from '../../i18n/use-t';

export interface NavItem {
  label: MessageKey;
  to: string;
  /** Shown only to signed-in users. */
  requiresLogin?: boolean;
  /** Shown only to users holding this permission. */
  permission?: Permission;
}

/** The navigation bar of spec §2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'app.nav.home', to: '/' },
  { label: 'app.nav.myFishlogs', to: '/my_fish_logs', requiresLogin: true },
  { label: 'app.nav.leaderboard', to: '/ranking' },
  { label: 'app.nav.tournaments', to: '/tournament' },
  { label: 'app.nav.judge', to: '/judge', requiresLogin: true, permission: 'JUDGE_TOURNAMENTS' },
  { label: 'app.nav.myClubs', to: '/myclubs', requiresLogin: true, permission: 'USER_PROFILE' },
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
