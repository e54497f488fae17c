import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import dependencyCruiserConfig from '../.dependency-cruiser.mjs';
import { checkBoundaries } from './check-boundaries.mjs';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/boundaries/${name}`, import.meta.url));

async function violationsIn(name: string) {
  const result = await checkBoundaries(fixture(name));
  return {
    cruised: result.summary.totalCruised,
    violations: result.summary.violations
      .map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to.replace(/^(\.\.\/)+/, '')}`)
      .sort(),
  };
}

describe('import boundaries (.dependency-cruiser.mjs)', () => {
  it('accept a tree that keeps every rule', async () => {
    const { cruised, violations } = await violationsIn('clean');

    expect(violations).toEqual([]);
    expect(cruised).toBeGreaterThan(30);
  });

  it('report each deliberate violation, and nothing else', async () => {
    const { violations } = await violationsIn('violations');

    const server = 'apps/server/src';
    const web = 'apps/web/src';
    expect(violations).toEqual(
      [
        // 1. another module's repo (repo.ts and <name>.repo.ts), also from jobs/ and seed/
        `no-cross-module-repo: ${server}/jobs/reminders.ts -> ${server}/modules/content/repo.ts`,
        `no-cross-module-repo: ${server}/modules/progress/service.ts -> ${server}/modules/content/repo.ts`,
        `no-cross-module-repo: ${server}/modules/social/access.ts -> ${server}/modules/content/catalog.repo.ts`,
        `no-repo-outside-modules: ${server}/seed/demo.ts -> ${server}/modules/content/repo.ts`,
        // 2. drizzle (its subpaths, and its types too) and tables outside repos; a table imported
        // beside a row type still counts
        `no-drizzle-outside-repos: ${server}/lib/columns.ts -> node_modules/drizzle-orm/pg-core/index.d.ts`,
        `no-drizzle-outside-repos: ${server}/modules/content/filters.ts -> node_modules/drizzle-orm/index.d.ts`,
        `no-drizzle-outside-repos: ${server}/modules/content/service.ts -> node_modules/drizzle-orm/index.d.ts`,
        `no-schema-outside-repos: ${server}/modules/content/service.ts -> ${server}/db/schema/content.ts`,
        `no-schema-outside-repos: ${server}/modules/progress/policy.ts -> ${server}/db/schema/index.ts`,
        // 3. circles, on the server and on the web
        `no-circular: ${server}/modules/progress/ingest.ts -> ${server}/modules/progress/server-completion.ts`,
        `no-circular: ${web}/lib/cycle-a.ts -> ${web}/lib/cycle-b.ts`,
        // 4. another feature's internals
        `no-cross-feature-internals: ${web}/features/courses/routes/CoursePage.ts -> ${web}/features/progress/api/get-progress.ts`,
        // 5. another format, formats/shared, the registry, a kit reaching up, a test reaching across
        `no-cross-format: ${web}/formats/gallery/Reader.ts -> ${web}/formats/shared/SafeHtml.ts`,
        `no-cross-format: ${web}/formats/kit/Media.ts -> ${web}/formats/video/Reader.ts`,
        `no-cross-format: ${web}/formats/poll/Reader.ts -> ${web}/formats/registry.ts`,
        `no-cross-format: ${web}/formats/quiz/Reader.test.ts -> ${web}/formats/video/test-utils.ts`,
        `no-cross-format: ${web}/formats/quiz/Reader.ts -> ${web}/formats/article/kit/ItemList.ts`,
        `no-format-internals-in-features: ${web}/features/player/Player.ts -> ${web}/formats/video/Reader.ts`,
        // 6. imports flowing the wrong way
        `no-app-in-features: ${web}/features/home/QuickLinks.ts -> ${web}/app/shell/nav-items.ts`,
        `no-apps-in-shared: packages/shared/src/content.ts -> ${server}/config.ts`,
        `no-features-in-formats: ${web}/formats/badge/Reader.ts -> ${web}/features/progress/api/get-progress.ts`,
        `no-upward-from-lib: ${web}/lib/navigation.ts -> ${web}/features/courses/routes/CoursePage.ts`,
        // 7. server and web
        `no-server-in-web: ${web}/lib/api.ts -> ${server}/config.ts`,
        `no-web-in-server: ${server}/lib/web-link.ts -> ${web}/lib/paths.ts`,
        // guards: test helpers and test-fixtures folders stay out of the application
        `no-test-code-in-production: ${server}/modules/content/service.ts -> ${server}/test/factories.ts`,
        `no-test-code-in-production: ${server}/modules/formats/scorm/upload.ts -> ${server}/modules/formats/test-fixtures/scorm-packages.ts`,
        `no-unresolvable: ${server}/modules/content/broken.ts -> ./missing`,
      ].sort(),
    );
  });

  it('have a deliberate violation for every rule', async () => {
    const { violations } = await violationsIn('violations');
    const reported = new Set(violations.map((line) => line.slice(0, line.indexOf(':'))));

    const rules = new Set((dependencyCruiserConfig.forbidden ?? []).flatMap((rule) => rule.name ?? []));
    expect([...rules].filter((name) => !reported.has(name))).toEqual([]);
  });
});
