import path from 'node:path';
import type { ScormVersion } from '@lp/shared/formats/scorm';
import { XMLParser } from 'fast-xml-parser';

export class ManifestError extends Error {}

export interface ScormManifest {
  title: string;
  version: ScormVersion;
  /** Launch file of the first SCO relative to the package root, with any item parameters. */
  entry: string;
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // adlcp:scormtype, xml:base... are read without their prefixes.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['organization', 'item', 'resource'].includes(name),
});

/** Reads imsmanifest.xml: the package title, SCORM version and the launch file of its first SCO. */
export function parseManifest(xml: string): ScormManifest {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (err) {
    throw new ManifestError(`imsmanifest.xml is not valid XML: ${(err as Error).message}`);
  }
  const manifest = asNode(document.manifest);
  if (!manifest) throw new ManifestError('imsmanifest.xml has no <manifest> element');

  const organizations = asNode(manifest.organizations);
  const organizationList = nodes(organizations?.organization);
  const defaultId = attr(organizations, 'default');
  const organization =
    organizationList.find((o) => attr(o, 'identifier') === defaultId) ?? organizationList[0];

  const resourcesNode = asNode(manifest.resources);
  const resources = nodes(resourcesNode?.resource);
  const launch = launchOf(organization, resources, attr(resourcesNode, 'base') ?? '');
  if (!launch) throw new ManifestError('imsmanifest.xml names no launchable resource');

  return {
    title: textOf(organization?.title) || textOf(asNode(manifest.metadata)?.title) || 'SCORM package',
    version: versionOf(manifest, xml),
    entry: launch,
  };
}

function versionOf(manifest: Node, xml: string): ScormVersion {
  const schemaVersion = textOf(asNode(manifest.metadata)?.schemaversion).toLowerCase();
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion.includes('2004') || schemaVersion.includes('1.3')) return '2004';
  if (/adlcp_v1p3|adlseq_v1p3|adlnav_v1p3|imsss/i.test(xml)) return '2004';
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/i.test(xml)) return '1.2';
  throw new ManifestError('imsmanifest.xml does not say whether it is SCORM 1.2 or 2004');
}

/**
 * organization -> first item (depth first) whose identifierref names a SCO resource -> its href,
 * with xml:base prefixes and the item's parameters. Packages that mark no SCO fall back to the
 * first item with a launchable resource, then to the first resource with an href.
 */
function launchOf(
  organization: Node | undefined,
  resources: Node[],
  resourcesBase: string,
): string | undefined {
  const byId = new Map(resources.map((r) => [attr(r, 'identifier'), r]));
  const items = organization ? flattenItems(nodes(organization.item)) : [];
  const linked = items.flatMap((item) => {
    const resource = byId.get(attr(item, 'identifierref'));
    return resource && attr(resource, 'href') ? [{ item, resource }] : [];
  });
  const chosen = linked.find(({ resource }) => isSco(resource)) ?? linked[0];
  const resource = chosen?.resource ?? resources.find((r) => attr(r, 'href'));
  if (!resource) return undefined;
  const href = path.posix.join(resourcesBase, attr(resource, 'base') ?? '', attr(resource, 'href') ?? '');
  const parameters = chosen ? (attr(chosen.item, 'parameters') ?? '') : '';
  if (!parameters) return href;
  return /^[?#]/.test(parameters) ? `${href}${parameters}` : `${href}?${parameters}`;
}

function flattenItems(items: Node[]): Node[] {
  return items.flatMap((item) => [item, ...flattenItems(nodes(item.item))]);
}

function isSco(resource: Node): boolean {
  const type = Object.entries(resource).find(([key]) => key.toLowerCase() === '@scormtype')?.[1];
  return typeof type === 'string' && type.toLowerCase() === 'sco';
}

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;

const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => (asNode(v) ? [v as Node] : []));

function attr(node: Node | undefined, name: string): string | undefined {
  const value = node?.[`@${name}`];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const node = asNode(value);
  if (!node) return '';
  // <title><langstring>..</langstring></title> (LOM metadata) or a text node next to attributes.
  return textOf(node['#text'] ?? node.langstring ?? node.string);
}
