// @ts-check
/**
 * `npm run lint:boundaries`: checks every import against the rules in .dependency-cruiser.mjs and
 * exits 1 on any violation. Calls dependency-cruiser's API because its command line refuses to
 * start on Node 20, which this repository supports.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(repoRoot, '.dependency-cruiser.mjs');

/**
 * Source folders of every app, package and tool (each `<area>/<name>/{src,e2e}` that exists).
 * @param {string} baseDir
 */
export function sourceFolders(baseDir) {
  const folders = [];
  for (const area of ['apps', 'packages', 'tools']) {
    if (!existsSync(join(baseDir, area))) continue;
    for (const entry of readdirSync(join(baseDir, area), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const folder of ['src', 'e2e']) {
        const path = `${area}/${entry.name}/${folder}`;
        if (existsSync(join(baseDir, path))) folders.push(path);
      }
    }
  }
  return folders.sort();
}

/**
 * Cruises the source folders under `baseDir` (the repository, or a test fixture laid out like it)
 * with the repository's rules and returns dependency-cruiser's result.
 * @param {string} [baseDir]
 */
export async function checkBoundaries(baseDir = repoRoot) {
  const options = await extractDepcruiseOptions(configFile);
  // Absolute, so that packages resolve from the repository's node_modules even for a fixture.
  const root = resolve(baseDir);
  const { output } = await cruise(sourceFolders(root), { ...options, baseDir: root });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report instead of a result');
  return output;
}

async function main() {
  const result = await checkBoundaries();
  const report = await format(result, { outputType: 'err-long' });
  process.stdout.write(String(report.output));
  const { error, violations } = result.summary;
  /** @type {Map<string, number>} */
  const perRule = new Map();
  for (const { rule, from, cycle } of violations) {
    perRule.set(rule.name, (perRule.get(rule.name) ?? 0) + 1);
    if (cycle) process.stdout.write(`circle: ${[from, ...cycle.map((step) => step.name)].join(' → ')}\n`);
  }
  for (const [rule, count] of [...perRule].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`${String(count).padStart(5)}  ${rule}\n`);
  }
  process.exitCode = error > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
