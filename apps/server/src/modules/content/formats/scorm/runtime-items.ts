import type {
  ScormCmi,
  ScormItemStatus,
  ScormOutcome,
  ScormTocItem,
  ScormVersion,
} from '@lp/shared/formats/scorm';
import { type ActivityStatus, activityStatus } from './activity';
import type { ItemAttempt } from './interactions';
import { launchDataOf } from './launch-data';
import type { ScormItem, ScormManifest } from './manifest';
import type { ScormControlMode } from './manifest-sequencing';
import { deckOutcome, rollupManifest } from './rollup';

/**
 * What scorm_states.cmi holds: each item's runtime data, the start item's also under `cmi` (as
 * before multi-SCO support), and what the server last read from them.
 */
export interface StoredState {
  cmi: ScormCmi;
  /** Runtime data by item identifier. States saved before this field hold only `cmi` (the start item's). */
  items?: Record<string, ScormCmi>;
  /** The deck's outcome after the latest commit. */
  outcome: ScormOutcome | null;
  /** The outcome last recorded in progress. */
  recorded: ScormOutcome | null;
  /** Each item's attempt (interactions are kept per attempt). */
  attempts?: Record<string, ItemAttempt>;
}

export function readStored(value: Record<string, unknown> | undefined): StoredState | null {
  if (!value || typeof value.cmi !== 'object' || value.cmi === null) return null;
  const items =
    value.items && typeof value.items === 'object' ? (value.items as Record<string, ScormCmi>) : undefined;
  return {
    cmi: value.cmi as ScormCmi,
    items,
    outcome: (value.outcome as ScormOutcome | null) ?? null,
    recorded: (value.recorded as ScormOutcome | null) ?? null,
    attempts:
      value.attempts && typeof value.attempts === 'object'
        ? (value.attempts as Record<string, ItemAttempt>)
        : undefined,
  };
}

/** Runtime data by item; an older state's single cmi belongs to the start item. */
export function itemCmis(
  stored: StoredState | null,
  startItem: string | undefined,
): Record<string, ScormCmi> {
  if (!stored) return {};
  if (stored.items) return stored.items;
  return startItem ? { [startItem]: stored.cmi } : {};
}

interface Walked {
  item: ScormItem;
  depth: number;
  /** Whether every cluster above allows choice. */
  selectable: boolean;
  control: ScormControlMode;
}

/** The tree depth first, each item with the control mode of the cluster it belongs to. */
function walk(manifest: ScormManifest): Walked[] {
  const visit = (items: ScormItem[], depth: number, control: ScormControlMode, choice: boolean): Walked[] =>
    items.flatMap((item) => [
      { item, depth, selectable: choice && control.choice, control },
      ...visit(item.children, depth + 1, item.sequencing.controlMode, choice && control.choice),
    ]);
  return visit(manifest.organization.items, 0, manifest.organization.sequencing.controlMode, true);
}

export function statusesOf(manifest: ScormManifest, cmis: Record<string, ScormCmi>) {
  const statuses = new Map<string, ActivityStatus>();
  for (const { item } of walk(manifest)) {
    if (item.launch) statuses.set(item.id, activityStatus(manifest.version, item, cmis[item.id] ?? null));
  }
  return statuses;
}

export function outcomeOf(manifest: ScormManifest, cmis: Record<string, ScormCmi>): ScormOutcome {
  return deckOutcome(rollupManifest(manifest, statusesOf(manifest, cmis)));
}

function label(status: ActivityStatus | undefined): ScormItemStatus {
  if (!status?.attempted) return 'not attempted';
  if (status.success !== 'unknown') return status.success;
  return status.completion === 'completed' ? 'completed' : 'incomplete';
}

export function itemStatuses(manifest: ScormManifest, cmis: Record<string, ScormCmi>) {
  const statuses = statusesOf(manifest, cmis);
  return walk(manifest)
    .filter(({ item }) => item.launch)
    .map(({ item }) => ({ id: item.id, status: label(statuses.get(item.id)) }));
}

/**
 * The table of contents the player shows. SCORM 1.2 has no sequencing: the learner moves freely
 * (as in SCORM Cloud); 2004 follows each cluster's control mode.
 */
export function tableOfContents(
  manifest: ScormManifest,
  cmis: Record<string, ScormCmi>,
  urlOf: (launch: string) => string,
  attempts: Record<string, ItemAttempt> = {},
): ScormTocItem[] {
  const statuses = statusesOf(manifest, cmis);
  const version: ScormVersion = manifest.version;
  return walk(manifest).map(({ item, depth, selectable, control }) => ({
    id: item.id,
    title: item.title,
    depth,
    visible: item.visible,
    scormType: item.scormType,
    url: item.launch ? urlOf(item.launch) : null,
    status: item.launch ? label(statuses.get(item.id)) : 'not attempted',
    selectable: version === '1.2' || selectable,
    flow: version === '1.2' || control.flow,
    forwardOnly: version !== '1.2' && control.forwardOnly,
    cmi: launchCmi(version, cmis[item.id], attempts[item.id]),
    // Objective statuses outlive an attempt (SN: the activity's objective tracking), so a new
    // attempt is initialised with the saved objectives too.
    init: launchDataOf(version, item, cmis[item.id] ?? null),
  }));
}

/**
 * The data an item launches with. In SCORM 2004 a session that ended without suspending ends the
 * learner attempt, and the next launch is a new attempt with fresh data (`entry` = `ab-initio`,
 * RTE 4.2.8); its last data still counts in the status until the new attempt commits. SCORM 1.2
 * has no attempts in the RTE: the SCO gets its data back (`entry` = ''), as SCORM Cloud does.
 */
export function launchCmi(
  version: ScormVersion,
  cmi: ScormCmi | undefined,
  attempt: ItemAttempt | undefined,
): ScormCmi | null {
  if (!cmi || (version === '2004' && attempt?.ended)) return null;
  return cmi;
}
