import path from 'node:path';
import type { ScormVersion } from '@lp/shared/formats/scorm';
import { readSequencing, type ScormSequencing, sequencingCollectionOf } from './manifest-sequencing';
import {
  asNode,
  attr,
  boolAttr,
  childOf,
  manifestXmlParser,
  nodes,
  numberOf,
  textOf,
  type XmlNode,
} from './manifest-xml';

export class ManifestError extends Error {}

/** adlcp:completionThreshold (2004 3rd edition: a number; 4th: attributes). */
export interface CompletionThreshold {
  minProgressMeasure: number;
  completedByMeasure: boolean;
}

/** One `<item>` of the organization tree. Leaves name a resource; clusters hold children. */
export interface ScormItem {
  id: string;
  title: string;
  /** isvisible="false" items are hidden from the table of contents (they still play and count). */
  visible: boolean;
  /** The resource's adlcp:scormtype, or null for a cluster or an item without a resource. */
  scormType: 'sco' | 'asset' | null;
  /** Launch path relative to the package root, with the item's parameters; null for clusters. */
  launch: string | null;
  /** 1.2 adlcp:masteryscore (0-100). */
  masteryScore: number | null;
  /** adlcp:datafromlms / dataFromLMS: cmi.launch_data. */
  dataFromLms: string | null;
  /** 1.2 adlcp:maxtimeallowed, 2004 imsss:limitConditions attemptAbsoluteDurationLimit. */
  maxTimeAllowed: string | null;
  /** adlcp:timelimitaction / timeLimitAction, e.g. "exit,message". */
  timeLimitAction: string | null;
  completionThreshold: CompletionThreshold | null;
  sequencing: ScormSequencing;
  children: ScormItem[];
}

export interface ScormManifest {
  title: string;
  version: ScormVersion;
  /** Launch file of the first SCO relative to the package root, with any item parameters. */
  entry: string;
  /** The default organization (or the first) as a tree. */
  organization: { id: string; title: string; sequencing: ScormSequencing; items: ScormItem[] };
}

/** Reads imsmanifest.xml: title, SCORM version, the default organization's item tree and its first SCO. */
export function parseManifest(xml: string): ScormManifest {
  let document: XmlNode;
  try {
    document = manifestXmlParser.parse(xml, true) as XmlNode;
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
  const context: TreeContext = {
    byId: new Map(resources.map((r) => [attr(r, 'identifier') ?? '', r])),
    resourcesBase: attr(resourcesNode, 'base') ?? '',
    collection: sequencingCollectionOf(manifest),
  };
  const items = nodes(organization?.item).map((item) => readItem(item, context));
  const entry = firstLaunch(items) ?? fallbackLaunch(resources, context.resourcesBase);
  if (!entry) throw new ManifestError('imsmanifest.xml names no launchable resource');

  return {
    title: textOf(organization?.title) || textOf(asNode(manifest.metadata)?.title) || 'SCORM package',
    version: versionOf(manifest, xml),
    entry,
    organization: {
      id: attr(organization, 'identifier') ?? 'organization',
      title: textOf(organization?.title),
      sequencing: readSequencing(organization, context.collection),
      items,
    },
  };
}

interface TreeContext {
  byId: Map<string, XmlNode>;
  resourcesBase: string;
  collection: Map<string, XmlNode>;
}

function readItem(node: XmlNode, context: TreeContext): ScormItem {
  const children = nodes(node.item).map((child) => readItem(child, context));
  const resource = children.length ? undefined : context.byId.get(attr(node, 'identifierref') ?? '');
  const href = resource && attr(resource, 'href');
  const sequencing = readSequencing(node, context.collection);
  const mastery = numberOf(textOf(childOf(node, 'masteryscore')) || undefined);
  return {
    id: attr(node, 'identifier') ?? '',
    title: textOf(node.title) || attr(node, 'identifier') || '',
    visible: boolAttr(node, 'isvisible', true),
    scormType: href ? scormTypeOf(resource) : null,
    launch: href ? launchPath(context.resourcesBase, resource, href, attr(node, 'parameters')) : null,
    masteryScore: mastery === undefined ? null : Math.min(100, Math.max(0, mastery)),
    dataFromLms: textOf(childOf(node, 'dataFromLMS')) || null,
    maxTimeAllowed:
      textOf(childOf(node, 'maxtimeallowed')) || sequencing.attemptAbsoluteDurationLimit || null,
    timeLimitAction: textOf(childOf(node, 'timeLimitAction')) || null,
    completionThreshold: completionThresholdOf(childOf(node, 'completionThreshold')),
    sequencing,
    children,
  };
}

function completionThresholdOf(value: unknown): CompletionThreshold | null {
  if (value === undefined) return null;
  const node = asNode(value);
  const withAttributes = node && (attr(node, 'minProgressMeasure') || attr(node, 'completedByMeasure'));
  if (!withAttributes) {
    // 2004 3rd edition: <adlcp:completionThreshold>0.8</adlcp:completionThreshold>
    const measure = numberOf(textOf(value) || undefined);
    return measure === undefined ? null : { minProgressMeasure: clamp01(measure), completedByMeasure: true };
  }
  return {
    minProgressMeasure: clamp01(numberOf(attr(node, 'minProgressMeasure')) ?? 1),
    completedByMeasure: boolAttr(node, 'completedByMeasure', false),
  };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A resource's adlcp:scormtype (any case); SCORM's default for a resource is asset. */
function scormTypeOf(resource: XmlNode): 'sco' | 'asset' {
  return attr(resource, 'scormtype')?.toLowerCase() === 'sco' ? 'sco' : 'asset';
}

function launchPath(base: string, resource: XmlNode, href: string, parameters: string | undefined) {
  const file = path.posix.join(base, attr(resource, 'base') ?? '', href);
  if (!parameters) return file;
  if (/^[?#]/.test(parameters)) return `${file}${parameters}`;
  return `${file}${file.includes('?') ? '&' : '?'}${parameters}`;
}

/** Every item of the tree, depth first, parents before their children. */
export function flattenItems(items: ScormItem[]): ScormItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.children)]);
}

/** The items a learner can open: leaves with a launch path, in tree order. */
export const launchableItems = (items: ScormItem[]) => flattenItems(items).filter((item) => item.launch);

/** The first SCO, depth first; packages that mark no SCO start at their first launchable item. */
function firstLaunch(items: ScormItem[]): string | undefined {
  const launchable = launchableItems(items);
  return (launchable.find((item) => item.scormType === 'sco') ?? launchable[0])?.launch ?? undefined;
}

function fallbackLaunch(resources: XmlNode[], base: string): string | undefined {
  const resource = resources.find((r) => attr(r, 'href'));
  const href = resource && attr(resource, 'href');
  return resource && href ? launchPath(base, resource, href, undefined) : undefined;
}

function versionOf(manifest: XmlNode, xml: string): ScormVersion {
  const schemaVersion = textOf(asNode(manifest.metadata)?.schemaversion).toLowerCase();
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion.includes('2004') || schemaVersion.includes('1.3')) return '2004';
  if (/adlcp_v1p3|adlseq_v1p3|adlnav_v1p3|imsss/i.test(xml)) return '2004';
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/i.test(xml)) return '1.2';
  throw new ManifestError('imsmanifest.xml does not say whether it is SCORM 1.2 or 2004');
}
