// @ts-check
/**
 * Import boundaries (ARCHITECTURE.md, "Layout"), checked by `npm run lint:boundaries`
 * (scripts/check-boundaries.mjs). scripts/check-boundaries.test.ts proves that every rule reports
 * a deliberate violation and stays quiet on a tree that keeps them.
 *
 * Paths are relative to the repository root. A rule never gets an exception for code that breaks
 * it today: fix the import, or change the design in ARCHITECTURE.md and then the rule.
 *
 * Who may WRITE a table is not an import question: apps/server/src/db/table-owners.ts names the
 * owning module of every table, and db/table-owners.test.ts fails when any other module inserts,
 * updates or deletes its rows. Imports decide only where SQL may be written: a repo may read
 * another module's tables in a join (one query for a list of 100,000 learners, not a service call
 * per module), and row types (`import type { UserRow }`) may go anywhere, since they are erased.
 */

const SERVER = '^apps/server/src/';
const DB = `${SERVER}db/`;
const SCHEMA = `${DB}schema/`;
/** A server "owner" of tables: one module, or the jobs runner (its outbox). */
const OWNER = `${SERVER}(modules/[^/]+|jobs)/`;
/** A repo, `repo.ts` or `<name>.repo.ts` at any depth of a folder: the only files that build SQL. */
const REPO_IN = (/** @type {string} */ folder) => `${folder}(|.*[/.])repo[.]ts$`;
const SERVER_REPO = REPO_IN(SERVER);
const OWNER_REPO = REPO_IN(OWNER);
const DRIZZLE = '(^|/)node_modules/drizzle-orm/';

/**
 * Test code: tests, test helpers and fixtures, browser journeys and tools. It may build fixtures
 * and check stored rows with Drizzle and the schema, and reach any repo to do so, because it ships
 * nowhere and `no-test-code-in-production` keeps the application from importing it.
 */
const TEST_CODE = [
  '[.](test|e2e)[.]tsx?$',
  '(^|/)(test|testing|test-fixtures|e2e)/',
  '[.]fixtures[.]tsx?$',
  '(^|[/-])test-(kit|helpers|utils)[.]tsx?$',
  '^tools/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // 1. A module owns its tables: other modules call its service, never its repo.
    {
      name: 'no-cross-module-repo',
      comment: "A module calls another module's service, never its repo.",
      severity: 'error',
      from: { path: OWNER, pathNot: TEST_CODE },
      to: { path: OWNER_REPO, pathNot: `${SERVER}$1/` },
    },
    {
      name: 'no-repo-outside-modules',
      comment: 'Code outside the modules (seed, plugins, cli, lib) calls services, never repos.',
      severity: 'error',
      from: { path: SERVER, pathNot: [OWNER, ...TEST_CODE] },
      to: { path: OWNER_REPO },
    },

    // 2. SQL only in repos: drizzle-orm and the tables belong to repo files and db/. Row types
    // (`import type` from db/schema) carry no SQL and may be used anywhere.
    {
      name: 'no-drizzle-outside-repos',
      comment: 'Only repos (and db/) build SQL: move the query into a *.repo.ts.',
      severity: 'error',
      from: { pathNot: [SERVER_REPO, DB, ...TEST_CODE] },
      to: { path: DRIZZLE },
    },
    {
      name: 'no-schema-outside-repos',
      comment:
        'Only repos (and db/) import Drizzle tables: move the query into a *.repo.ts (row types may use `import type`).',
      severity: 'error',
      from: { pathNot: [SERVER_REPO, DB, ...TEST_CODE] },
      to: { path: SCHEMA, dependencyTypesNot: ['type-only'] },
    },

    // 3. No import circles. A cycle with a type-only edge is erased by the compiler
    // (verbatimModuleSyntax keeps `import type` out of the JavaScript), so it cannot run half
    // initialised; the layering rules below still keep types flowing one way between areas.
    {
      name: 'no-circular',
      comment: 'Break the circle: move the shared piece down, or pass it in.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src|packages/shared/src)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },

    // 4. Web features meet only through a feature's public index.
    {
      name: 'no-cross-feature-internals',
      comment:
        'Import another feature only through its index.ts, or move the shared piece to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]tsx?$'],
      },
    },

    // 5. Formats share only formats/kit and the reader/editor contracts.
    {
      name: 'no-cross-format',
      comment:
        'A format imports its own folder, formats/kit and the reader/editor props; move shared pieces to formats/kit.',
      severity: 'error',
      from: { path: '^apps/web/src/formats/([^/]+)/' },
      to: {
        path: '^apps/web/src/formats/',
        pathNot: [
          '^apps/web/src/formats/$1/',
          '^apps/web/src/formats/kit/',
          '^apps/web/src/formats/(reader-props|editor-props)[.]ts$',
        ],
      },
    },
    {
      name: 'no-format-internals-in-features',
      comment:
        'Features play and edit formats through formats/registry.ts and ReaderSlot (lazy chunks), not their folders.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|app)/' },
      to: { path: '^apps/web/src/formats/[^/]+/', pathNot: '^apps/web/src/formats/kit/' },
    },

    // 6. Imports flow shared -> lib/components -> formats -> features -> app.
    {
      name: 'no-apps-in-shared',
      comment: 'packages/shared is imported by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|tools)/' },
    },
    {
      name: 'no-app-in-features',
      comment:
        'Features do not import app/ (router, shell): pass it in, or move it down to lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-upward-from-lib',
      comment: 'lib/, components/ and i18n/ sit below formats, features and app.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|i18n)/' },
      to: { path: '^apps/web/src/(formats|features|app)/' },
    },
    {
      name: 'no-features-in-formats',
      comment:
        "A format reaches a feature only through its index.ts (the embedded leaderboard shows the gamification board), never a feature's internals or app/.",
      severity: 'error',
      from: { path: '^apps/web/src/formats/' },
      to: { path: '^apps/web/src/(features|app)/', pathNot: '^apps/web/src/features/[^/]+/index[.]tsx?$' },
    },

    // 7. The server and the web app share code only through packages/shared.
    {
      name: 'no-web-in-server',
      comment: 'The server never imports the web app: share it through packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'no-server-in-web',
      comment:
        'The web app never imports the server: share it through packages/shared. (Browser journeys in apps/web/e2e drive both and may build server fixtures.)',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },

    // Guards that keep the rules above honest.
    {
      name: 'no-test-code-in-production',
      comment: 'Application code never imports tests, test helpers or fixtures.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src|packages/shared/src)/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve would slip past every rule.',
      severity: 'error',
      from: {},
      // `virtual:` modules are made by a Vite plugin (apps/web/format-icon-sprite.ts), not files.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^scripts/fixtures/' },
    moduleSystems: ['es6'],
    // Type-only imports are cruised: a type import from drizzle-orm still counts, while
    // no-circular and no-schema-outside-repos skip them by their dependency type.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
