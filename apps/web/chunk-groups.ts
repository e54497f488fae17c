import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
};

/**
 * Every module `entry` may import statically, itself included. It is the graph before tree-shaking (a
 * feature's index.ts names modules a page may never use), so it can only be larger than what loads.
 */
export function staticImports(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/**
 * The app's start-up modules in its entry chunk instead of dozens of files. The bundler otherwise
 * splits what the entry imports by which lazy pages also use it (react-router, TanStack Query, Mantine
 * components: 30 files on `/login`), and each file is gzipped alone, so many small files cost more
 * bytes than one, besides a request each.
 *
 * The SCORM player (`scorm-player.html`) is an entry of its own and must not load the app's start-up
 * code: the modules it may import (the translations loader, i18next) are left to the bundler's own
 * chunks, which both entries load. The `$initial` tag marks what an entry loads statically (unlike
 * `staticImports`, without the lazy pages a feature's index.ts names); a captured module's other
 * imports are not pulled in, so none of the player's can be.
 */
export function startupChunk(): Plugin {
  let player = new Set<string>();
  return {
    name: 'startup-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const playerEntry = entries.find((id) => id.endsWith('/scorm-player.html'));
      if (!playerEntry) throw new Error(`startup-chunk: no scorm-player.html among ${entries.join(', ')}`);
      player = staticImports(this, playerEntry);
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const startup = {
        name: 'index',
        tags: ['$initial' as const],
        test: (id: string) => !player.has(id),
        includeDependenciesRecursively: false,
        priority: 10,
      };
      return {
        ...options,
        codeSplitting: { ...codeSplitting, groups: [startup, ...(codeSplitting.groups ?? [])] },
      };
    },
  };
}

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};

/** The chunks `roots` load statically, themselves included. */
function chunkClosure(chunks: Map<string, OutputChunk>, roots: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const stack = [...roots];
  while (stack.length > 0) {
    const chunk = stack.pop() as OutputChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) stack.push(imported);
    }
  }
  return seen;
}

/** Where the survey build leaves the module sets of the signed-in start (outside `dist`). */
export const SURVEY_FILE = fileURLToPath(
  new URL('node_modules/.cache/signed-in-start.json', import.meta.url),
);

/** Route elements of `/` for a signed-in learner: the shell, then the home page. */
const SHELL_PAGE = '/src/app/shell/AppLayout.tsx';
const HOME_PAGE = '/src/features/home/routes/HomePage.tsx';

/** zod's own modules stay in the bundler's chunk, which every screen with a form or schema shares. */
const KEEP_APART = /\/node_modules\/zod\//;

type SignedInStart = { shared: string[]; shell: string[]; home: string[] };

/**
 * The modules a signed-in `/` loads beyond what `/login` loads, from the chunks of a first build
 * (after tree-shaking: only what the shell and home import by name). Rolldown knows which modules an
 * entry loads statically (`$initial`), not which a lazily loaded page does, and a walk of the import
 * graph passes through the features' index.ts and package barrels, so the sets come from a build.
 */
export function signedInStart(chunks: OutputChunk[]): SignedInStart {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const page = (suffix: string) => {
    const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
    if (!found) throw new Error(`signed-in-start: no chunk for ${suffix}`);
    return found;
  };
  const loginPage = page('/src/features/auth/routes/LoginPage.tsx');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const started = chunkClosure(byFile, entries);
  const login = chunkClosure(byFile, [loginPage]);
  const signedOut = new Set([...started, ...login]);
  const modulesOf = (set: Set<OutputChunk>, except: Set<OutputChunk>) =>
    [...set]
      .filter((chunk) => !except.has(chunk))
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => !KEEP_APART.test(id));
  const shell = chunkClosure(byFile, [page(SHELL_PAGE)]);
  const home = chunkClosure(byFile, [page(HOME_PAGE)]);
  const both = new Set([...login].filter((chunk) => shell.has(chunk) || home.has(chunk)));
  return {
    shared: modulesOf(both, started),
    shell: modulesOf(shell, signedOut),
    home: modulesOf(home, new Set([...signedOut, ...shell])),
  };
}

/**
 * The signed-in shell and the home page in one chunk each instead of about 90 small files, each
 * gzipped alone. A build in mode `survey` (not written) records the sets with `signedInStart`; the
 * real build reads them. Other signed-in pages load the shell chunk anyway; one that shares a module
 * with the home also loads the home chunk.
 */
export function signedInStartChunks(mode: string): Plugin {
  if (mode === 'survey') {
    return {
      name: 'signed-in-start-survey',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is OutputChunk & typeof item => item.type === 'chunk',
        );
        mkdirSync(path.dirname(SURVEY_FILE), { recursive: true });
        writeFileSync(SURVEY_FILE, JSON.stringify(signedInStart(chunks)));
      },
    };
  }
  return {
    name: 'signed-in-start-chunks',
    apply: 'build',
    outputOptions(options) {
      if (!existsSync(SURVEY_FILE)) {
        this.warn(`signed-in-start: ${SURVEY_FILE} is missing (run \`npm run build\`, which surveys first)`);
        return options;
      }
      const sets = JSON.parse(readFileSync(SURVEY_FILE, 'utf8')) as SignedInStart;
      const group = (name: string, ids: string[]) => {
        const set = new Set(ids);
        return {
          name,
          test: (id: string) => set.has(id),
          includeDependenciesRecursively: false,
          priority: 5,
        };
      };
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...codeSplitting,
          groups: [
            ...(codeSplitting.groups ?? []),
            // Loaded by both /login and / (form inputs, Alert, Paper): one chunk for both.
            group('common', sets.shared),
            group('shell', sets.shell),
            group('home', sets.home),
          ],
        },
      };
    },
  };
}
