import type { RoleName } from '@tightlines/domain';
import type { MessageKey, Translate } from '../../../i18n/use-t';

const ROLE_KEYS: Record<RoleName, MessageKey> = {
  Angler: 'profile.role.Angler',
  Mate: 'profile.role.Mate',
  Captain: 'profile.role.Captain',
  Boat: 'profile.role.Boat',
};

/** A role of spec §6 in the language shown; a name the app does not know is shown as it came. */
export function roleLabel(t: Translate, role: string): string {
  return Object.hasOwn(ROLE_KEYS, role) ? t(ROLE_KEYS[role as RoleName]) : role;
}
