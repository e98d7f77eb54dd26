import type { Permission } from '@tightlines/domain';
import type { MessageKey } from '../../i18n/use-t';

export interface AccountItem {
  label: MessageKey;
  to: string;
  permission: Permission;
}

/**
 * The signed-in user's own pages: My Profile and deep links into its parts, so a phone reaches each
 * from the navigation drawer (the profile page reads `tab` and `edit` from its address).
 */
export const ACCOUNT_ITEMS: readonly AccountItem[] = [
  { label: 'app.account.myProfile', to: '/my_profile', permission: 'USER_PROFILE' },
  { label: 'app.account.boats', to: '/my_profile?tab=boats', permission: 'USER_PROFILE' },
  { label: 'app.account.units', to: '/my_profile?edit=units', permission: 'USER_PROFILE' },
  { label: 'app.account.password', to: '/my_profile?edit=password', permission: 'USER_PROFILE' },
  // Club administration (issue 37): a per-user grant.
  { label: 'app.account.clubAdmin', to: '/club_admin', permission: 'CLUB_ADMIN' },
];

/** The account items a signed-in user may open. */
export function visibleAccountItems(hasPermission: (permission: Permission) => boolean): AccountItem[] {
  return ACCOUNT_ITEMS.filter((item) => hasPermission(item.permission));
}
