import { XMLParser } from 'fast-xml-parser';

/** A parsed XML element: attributes under `@name`, children under their local names (prefixes removed). */
export type XmlNode = Record<string, unknown>;

export const manifestXmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // adlcp:scormtype, imsss:sequencing, xml:base... are read without their prefixes.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ['organization', 'item', 'resource', 'objective', 'rollupRule', 'rollupCondition'].includes(name),
});

export const asNode = (value: unknown): XmlNode | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;

/** Every element of a child that may appear once or several times. */
export const nodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => (asNode(v) ? [v as XmlNode] : []));

/** A child element by local name, in any case (SCORM 1.2 writes `masteryscore`, 2004 `dataFromLMS`). */
export function childOf(node: XmlNode | undefined, name: string): unknown {
  if (!node) return undefined;
  if (name in node) return node[name];
  const lower = name.toLowerCase();
  return Object.entries(node).find(([key]) => key.toLowerCase() === lower)?.[1];
}

/** An attribute by local name, in any case, trimmed; undefined when absent or blank. */
export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const value = childOf(node, `@${name}`);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return textOf(value[0]);
  const node = asNode(value);
  if (!node) return '';
  // <title><langstring>..</langstring></title> (LOM metadata) or a text node next to attributes.
  return textOf(node['#text'] ?? node.langstring ?? node.string);
}

/** xs:boolean: "true"/"1" or "false"/"0"; anything else keeps the default. */
export function boolAttr(node: XmlNode | undefined, name: string, fallback: boolean): boolean {
  const value = attr(node, name)?.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

export function numberOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
