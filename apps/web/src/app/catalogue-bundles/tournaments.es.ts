// The messages of the tournament list and the rule sets it names, for the pages that read them.
// Compiled by the build (vite.config.ts).
import rules from '../../features/rules/locales/es';
import tournaments from '../../features/tournaments/locales/es';

export default { ...tournaments, ...rules };
