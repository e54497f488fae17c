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
