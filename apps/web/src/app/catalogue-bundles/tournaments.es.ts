// The messages of the tournament list, the rule sets it names and the shared parts of pages (date
// pickers, filters, maps), for the pages that read them. Compiled by the build (vite.config.ts).
import rules from '../../features/rules/locales/es';
import uiPageParts from '../../ui/locales/page-parts.es';
import tournaments from '../../features/tournaments/locales/es';

export default { ...tournaments, ...rules, ...uiPageParts };
