import { useAuth } from '../../../app/auth/auth-context';
import { DEFAULT_UNITS, type DisplayUnits } from '../../../ui/units';

/**
 * The signed-in user's preferred length and weight units and temperature scale, from their user
 * info (refreshed with it).
 */
export function useMyUnits(): DisplayUnits {
  return useAuth().user?.units ?? DEFAULT_UNITS;
}
