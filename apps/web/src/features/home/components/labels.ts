import { fishingStyleLabel, type FishLogType, type RoleName } from '@tightlines/domain';
import type { MessageKey, Translate } from '../../../i18n/use-t';

// The app's own words among a session's values, by their keys in the catalogue; names the app does
// not know (a role added on the server) are shown as they came.

const ROLE_KEYS: Record<RoleName, MessageKey> = {
  Angler: 'home.role.Angler',
  Mate: 'home.role.Mate',
  Captain: 'home.role.Captain',
  Boat: 'home.role.Boat',
};

const LOG_TYPE_KEYS: Record<FishLogType, MessageKey> = {
  Release: 'home.logType.Release',
  Raise: 'home.logType.Raise',
  Bite: 'home.logType.Bite',
  Harvest: 'home.logType.Harvest',
};

const STYLE_KEYS: Record<ReturnType<typeof fishingStyleLabel>, MessageKey> = {
  Billfish: 'home.style.billfish',
  'All Species': 'home.style.allSpecies',
  None: 'home.style.none',
};

const labelOf = <K extends string>(keys: Record<K, MessageKey>, t: Translate, value: string): string =>
  Object.hasOwn(keys, value) ? t(keys[value as K]) : value;

/** A session owner's role (spec §6) in the language shown. */
export const roleLabel = (t: Translate, role: string): string => labelOf(ROLE_KEYS, t, role);

/** What happened to a fish (Release, Raise, Bite, Harvest) in the language shown. */
export const logTypeLabel = (t: Translate, type: string): string => labelOf(LOG_TYPE_KEYS, t, type);

/** A session's fishing style as spec §3 shows it (Billfish, All Species, None), in the language shown. */
export const fishingStyleName = (t: Translate, style: string | null | undefined): string =>
  t(STYLE_KEYS[fishingStyleLabel(style)]);
