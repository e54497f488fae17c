// @ts-check
/**
 * `npm run lint:size`: fails when a hand-written source file is longer than MAX_LINES. A file
 * past ~300 lines wants splitting (see the team's guide); 400 is the hard limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MAX_LINES = 400;

/** Where hand-written sources live, relative to the repository root. */
export const SOURCE_ROOTS = ['apps', 'packages', 'tools', 'scripts'];

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;

/** Folders that hold generated or installed files: never entered. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'artifacts',
  'migrations',
  '__snapshots__',
]);

/** Within `apps/<x>` and `packages/<x>` only sources count, not the folder's config files. */
const IN_SCOPE = [/^apps\/[^/]+\/(src|e2e)\//, /^packages\/[^/]+\/src\//, /^tools\//, /^scripts\//];

/** @param {string} text */
export function countLines(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * Source files under `folder`, as paths relative to `baseDir` with forward slashes.
 * @param {string} baseDir
 * @param {string} folder
 * @returns {string[]}
 */
function sourceFilesIn(baseDir, folder) {
  let entries;
  try {
    entries = readdirSync(join(baseDir, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesIn(baseDir, path);
    return entry.isFile() && SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * Every source file under `baseDir` longer than `maxLines`, longest first.
 * @param {string} baseDir
 * @param {number} [maxLines]
 * @returns {{ file: string, lines: number }[]}
 */
export function oversizedFiles(baseDir, maxLines = MAX_LINES) {
  return SOURCE_ROOTS.flatMap((root) => sourceFilesIn(baseDir, root))
    .filter((file) => IN_SCOPE.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, lines: countLines(readFileSync(join(baseDir, file), 'utf8')) }))
    .filter(({ lines }) => lines > maxLines)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

function main() {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const found = oversizedFiles(repoRoot);
  if (found.length === 0) {
    process.stdout.write(`No source file is longer than ${MAX_LINES} lines.\n`);
    return;
  }
  process.stdout.write(`Source files longer than ${MAX_LINES} lines (split them by what they do):\n`);
  for (const { file, lines } of found) process.stdout.write(`  ${lines}  ${file}\n`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
