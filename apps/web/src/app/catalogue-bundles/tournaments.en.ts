// The messages of the tournament list and the rule sets it names, for the pages that read them.
// Compiled by the build (vite.config.ts).
import rules from '../../features/rules/locales/en';
import tournaments from '../../features/tournaments/locales/en';

export default { ...tournaments, ...rules };
