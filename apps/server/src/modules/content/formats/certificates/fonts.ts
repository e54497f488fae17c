import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);

// @pdf-lib/fontkit's Indic and Universal shapers are compiled generators that expect Babel's
// regenerator runtime as a global; without it, names in Indian scripts fail to lay out.
const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= (require('@babel/runtime/helpers/regeneratorRuntime') as () => unknown)();

/**
 * Noto Sans faces for the scripts of the nine UI languages (and Latin, Cyrillic, Greek and
 * Vietnamese names), tried in this order for each character.
 */
const FACES = [
  ['noto-sans', 'noto-sans-latin'],
  ['noto-sans', 'noto-sans-latin-ext'],
  ['noto-sans-devanagari', 'noto-sans-devanagari-devanagari'],
  ['noto-sans-bengali', 'noto-sans-bengali-bengali'],
  ['noto-sans-kannada', 'noto-sans-kannada-kannada'],
  ['noto-sans-malayalam', 'noto-sans-malayalam-malayalam'],
  ['noto-sans-tamil', 'noto-sans-tamil-tamil'],
  ['noto-sans-telugu', 'noto-sans-telugu-telugu'],
  ['noto-sans', 'noto-sans-cyrillic'],
  ['noto-sans', 'noto-sans-greek'],
  ['noto-sans', 'noto-sans-vietnamese'],
] as const;

export interface Face {
  name: string;
  bytes: Uint8Array;
  covers(codePoint: number): boolean;
}

const loaded = new Map<string, Promise<Face>>();

async function loadFace(pkg: string, file: string, weight: 400 | 700): Promise<Face> {
  const name = `${file}-${weight}`;
  const path = require.resolve(`@fontsource/${pkg}/files/${file}-${weight}-normal.woff`);
  const bytes = new Uint8Array(await readFile(path));
  const font = fontkit.create(bytes);
  return { name, bytes, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}

/** The faces of one weight, loaded once per process. */
export function faces(weight: 400 | 700): Promise<Face[]> {
  return Promise.all(
    FACES.map(([pkg, file]) => {
      const key = `${file}-${weight}`;
      let face = loaded.get(key);
      if (!face) {
        face = loadFace(pkg, file, weight);
        loaded.set(key, face);
      }
      return face;
    }),
  );
}

/** Characters that belong with their neighbours whatever face they come from. */
const JOINING = /^(?:\s|\u200c|\u200d|\u25cc|[.,\-'’()])$/u;

/**
 * Splits text into runs that one face can draw: each character goes to the face of the current
 * run when that face has it (so a syllable with its marks stays together), else to the first face
 * that has it, else to the first face (it shows as a missing glyph, never an error).
 */
export function splitRuns(text: string, available: Face[]): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current && (current.face.covers(codePoint) || JOINING.test(char))) {
      current.text += char;
      continue;
    }
    const face = available.find((f) => f.covers(codePoint)) ?? available[0];
    if (!face) continue;
    runs.push({ face, text: char });
  }
  return runs;
}
