import type { Bundle, Namespace } from './resources.ts';

const namespaceBundles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

/** The namespaces kept in a folder of locales/ each. */
export const FOLDER_NAMESPACES = [
  ...new Set(Object.keys(namespaceBundles).map((path) => path.split('/')[2] as Namespace)),
];

/** One language's bundle of a namespace kept in a folder of locales/ (resources.ts loads the others). */
export function loadNamespaceBundle(language: string, namespace: string): Promise<Bundle> {
  const load = namespaceBundles[`./locales/${namespace}/${language}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} translations for ${language}`));
  return load();
}
