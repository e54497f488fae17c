import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
// Relative: the config is bundled with its own files, and the workspace package ships TypeScript.
import { FORMAT_ICONS } from '../../packages/shared/src/formats/format-icons.ts';

/** The module whose default export is the sprite's URL; `FormatIcon` draws a symbol of it. */
export const SPRITE_MODULE = 'virtual:format-icon-sprite';
const RESOLVED = `\0${SPRITE_MODULE}`;
/** Where the dev server and the tests find it (the build writes a hashed file under assets/). */
const DEV_PATH = '/@format-icon-sprite.svg';
/** The icon of a format the list does not name. */
export const FALLBACK_ICON = 'IconFile';

type IconNode = [tag: string, attributes: Record<string, string>][];

/** 'IconDeviceGamepad2' -> 'device-gamepad-2', the name in Tabler's outline set. */
export function tablerName(componentName: string): string {
  return componentName
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * One SVG of `<symbol id="IconArticle">` per icon the formats name, from Tabler's outline icons (the
 * same drawings `@tabler/icons-react` renders). Stroke and colour come from the `<svg>` that uses it.
 */
export function formatIconSprite(): string {
  // The package exports only its icons/ folder; the outline set's data sits at its root.
  const anIcon = createRequire(import.meta.url).resolve(`@tabler/icons/outline/file.svg`);
  const nodesFile = path.resolve(path.dirname(anIcon), '../../tabler-nodes-outline.json');
  const outline = JSON.parse(readFileSync(nodesFile, 'utf8')) as Record<string, IconNode>;
  const names = [...new Set([...Object.values(FORMAT_ICONS), FALLBACK_ICON])].sort();
  const symbols = names.map((name) => {
    const node = outline[tablerName(name)];
    if (!node) throw new Error(`format-icon-sprite: Tabler has no outline icon for ${name}`);
    return createElement(
      'symbol',
      { key: name, id: name, viewBox: '0 0 24 24' },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  });
  return renderToStaticMarkup(createElement('svg', { xmlns: 'http://www.w3.org/2000/svg' }, symbols));
}

/**
 * The formats' icons as one SVG file instead of 55 icon components in the JavaScript of every screen
 * that shows a format (the home's article covers among them): the browser fetches it once, in
 * parallel, and never parses it as code.
 */
export function formatIconSpritePlugin(): Plugin {
  let sprite: string | undefined;
  const source = () => {
    sprite ??= formatIconSprite();
    return sprite;
  };
  let building = false;
  return {
    name: 'format-icon-sprite',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === SPRITE_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building) return `export default ${JSON.stringify(DEV_PATH)};`;
      const hash = createHash('sha256').update(source()).digest('hex').slice(0, 10);
      const fileName = `assets/format-icons-${hash}.svg`;
      this.emitFile({ type: 'asset', fileName, source: source() });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(source());
      });
    },
  };
}
