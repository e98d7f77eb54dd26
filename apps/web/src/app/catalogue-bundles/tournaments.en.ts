// The messages of the tournament list, the rule sets it names and the shared parts of pages (date
// pickers, filters, maps), for the pages that read them. Compiled by the build (vite.config.ts).
import rules from '../../features/rules/locales/en';
import uiPageParts from '../../ui/locales/page-parts.en';
import tournaments from '../../features/tournaments/locales/en';

export default { ...tournaments, ...rules, ...uiPageParts };
