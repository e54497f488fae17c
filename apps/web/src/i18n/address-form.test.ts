import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces.ts';
import { loadBundle } from './resources.ts';

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

/** The informal "du" and its possessives, and imperatives that only the "du" form writes so. */
const INFORMAL =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b|(^|[.!?:;]\s+)(Wähle|Gib|Füge|Markiere|Schließe|Schreibe|Speichere|Nutze|Wechsle|Ändere|Sag|Teile|Lade|Prüfe|Mach)\s|versuche es/i;

describe('German form of address', () => {
  it('speaks to the reader as "Sie" in every namespace, never "du"', async () => {
    const informal: string[] = [];
    for (const namespace of NAMESPACES) {
      const bundle = await loadBundle('de', namespace);
      for (const [key, text] of texts(bundle))
        if (INFORMAL.test(text)) informal.push(`${namespace}:${key}: ${text}`);
    }
    expect(informal).toEqual([]);
  });

  it('speaks as "Sie" in what the server writes: notices, mails, the code SMS, certificates', async () => {
    const bundles = import.meta.glob<unknown>('../../../../packages/shared/src/i18n/*/de.json', {
      import: 'default',
      eager: true,
    });
    expect(Object.keys(bundles).length).toBeGreaterThanOrEqual(2);
    const informal = Object.entries(bundles).flatMap(([file, bundle]) =>
      texts(bundle)
        .filter(([, text]) => INFORMAL.test(text))
        .map(([key, text]) => `${file}:${key}: ${text}`),
    );
    expect(informal).toEqual([]);
  });
});
