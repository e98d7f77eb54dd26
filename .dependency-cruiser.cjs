// Which code may import which (docs/architecture.md, "Boundaries"). Run by `npm run lint`
// (`npm run lint:boundaries`). Each rule names the zone it guards; a break prints the import.
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Files that import each other (through any chain) load in an order that depends on who came first. ' +
        'Types and lazy import() do not count: neither runs at load.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'module-internals',
      comment: 'A server module uses another only through its public surface, `../<module>` (its index.ts).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/.`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'wiring-uses-public-surfaces',
      comment:
        'App wiring, db/ (its demo seed) and the benchmarks use a module through its index.ts only ' +
        '(the benchmarks may also time its repo queries as they are).',
      severity: 'error',
      from: { path: [`${SERVER}[^/]+\\.ts$`, `${SERVER}db/`, '^bench/'], pathNot: '\\.test\\.ts$' },
      to: {
        path: `${MODULES}[^/]+/.`,
        pathNot: [`${MODULES}[^/]+/index\\.ts$`, '^apps/server/src/modules/[^/]+/repo\\.ts$'],
      },
    },
    {
      name: 'wiring-not-module-repos',
      comment: 'Only the benchmarks read a module repo directly.',
      severity: 'error',
      from: { path: [`${SERVER}[^/]+\\.ts$`, `${SERVER}db/`], pathNot: '\\.test\\.ts$' },
      to: { path: `${MODULES}[^/]+/repo\\.ts$` },
    },
    {
      name: 'db-below-modules',
      comment:
        'The schema, migrations and database drivers sit under the modules (only the demo seed uses them).',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: [`${SERVER}db/seed/`, '\\.test\\.ts$'] },
      to: { path: MODULES },
    },
    {
      name: 'config-reads-the-environment-only',
      comment: 'config.ts is read by everything: it imports no module, driver or database code.',
      severity: 'error',
      from: { path: `${SERVER}config\\.ts$` },
      to: { path: `${SERVER}(modules|db|http|platform)/` },
    },
    {
      name: 'drivers-below-modules',
      comment:
        'platform/ (drivers) and http/ (plugins) never import modules/: app.ts passes what they need in.',
      severity: 'error',
      from: { path: `${SERVER}(platform|http)/` },
      to: { path: MODULES },
    },
    {
      name: 'domain-stands-alone',
      comment: 'packages/domain is shared by server and web: it imports neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The server and the web app share code only through packages/domain.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'feature-to-feature',
      comment: 'A web feature never imports another feature: move what both need to ui/ or api/.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'feature-to-app',
      comment: 'A feature uses app/ only through app/auth: app/ wires the features in, not the other way.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: `${WEB}app/`, pathNot: `${WEB}app/auth/` },
    },
    {
      name: 'shared-web-below-features',
      comment:
        'ui/, api/, i18n/ and app/auth never import a feature: pass what they need in, or move it down.',
      severity: 'error',
      from: { path: `${WEB}(ui|api|i18n|app/auth)/` },
      to: { path: FEATURES },
    },
    {
      name: 'shared-web-below-app',
      comment: 'ui/, api/ and i18n/ never import app/.',
      severity: 'error',
      from: { path: `${WEB}(ui|api|i18n)/` },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
