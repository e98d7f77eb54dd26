import { useAuth } from '../../../app/auth/auth-context';
import { DEFAULT_UNITS, type DisplayUnits } from '../../../ui/units';

/** The units the feed shows values in: the reader's once signed in, the account defaults for guests. */
export function useDisplayUnits(): DisplayUnits {
  return useAuth().user?.units ?? DEFAULT_UNITS;
}
