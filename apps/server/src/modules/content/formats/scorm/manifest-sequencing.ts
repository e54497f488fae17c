import { asNode, attr, boolAttr, childOf, nodes, numberOf, textOf, type XmlNode } from './manifest-xml';

/** IMS Simple Sequencing (imsss) as SCORM 2004 uses it, with the defaults of the SN book. */
export interface ScormControlMode {
  choice: boolean;
  choiceExit: boolean;
  flow: boolean;
  forwardOnly: boolean;
}

export interface ScormObjectiveDef {
  id: string;
  primary: boolean;
  satisfiedByMeasure: boolean;
  /** -1..1; the SN default is 1.0. */
  minNormalizedMeasure: number;
}

export const ROLLUP_CONDITIONS = [
  'satisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'completed',
  'activityProgressKnown',
  'attempted',
  'attemptLimitExceeded',
  'timeLimitExceeded',
  'outsideAvailableTimeRange',
] as const;
export type RollupConditionName = (typeof ROLLUP_CONDITIONS)[number];
export type RollupAction = 'satisfied' | 'notSatisfied' | 'completed' | 'incomplete';
export type ChildActivitySet = 'all' | 'any' | 'none' | 'atLeastCount' | 'atLeastPercent';

export interface RollupRule {
  childActivitySet: ChildActivitySet;
  minimumCount: number;
  /** 0..1 */
  minimumPercent: number;
  conditionCombination: 'all' | 'any';
  conditions: { condition: RollupConditionName; not: boolean }[];
  action: RollupAction;
}

export interface ScormSequencing {
  controlMode: ScormControlMode;
  objectives: ScormObjectiveDef[];
  rollupRules: RollupRule[];
  /** Whether this activity's satisfaction / completion / measure counts in its parent's rollup. */
  rollupObjectiveSatisfied: boolean;
  rollupProgressCompletion: boolean;
  objectiveMeasureWeight: number;
  tracked: boolean;
  /** imsss:limitConditions attemptAbsoluteDurationLimit (an ISO 8601 duration). */
  attemptAbsoluteDurationLimit: string | null;
}

export const DEFAULT_SEQUENCING: ScormSequencing = {
  controlMode: { choice: true, choiceExit: true, flow: false, forwardOnly: false },
  objectives: [],
  rollupRules: [],
  rollupObjectiveSatisfied: true,
  rollupProgressCompletion: true,
  objectiveMeasureWeight: 1,
  tracked: true,
  attemptAbsoluteDurationLimit: null,
};

/** The `<imsss:sequencing>` of an item or organization, merged with the collection entry its IDRef names. */
export function readSequencing(
  owner: XmlNode | undefined,
  collection: Map<string, XmlNode>,
): ScormSequencing {
  const local = nodes(childOf(owner, 'sequencing'))[0];
  if (!local) return DEFAULT_SEQUENCING;
  const shared = collection.get(attr(local, 'IDRef') ?? '');
  const node: XmlNode = { ...shared, ...local };

  const control = asNode(childOf(node, 'controlMode'));
  const rollup = asNode(childOf(node, 'rollupRules'));
  const delivery = asNode(childOf(node, 'deliveryControls'));
  const limits = asNode(childOf(node, 'limitConditions'));
  return {
    controlMode: {
      choice: boolAttr(control, 'choice', true),
      choiceExit: boolAttr(control, 'choiceExit', true),
      flow: boolAttr(control, 'flow', false),
      forwardOnly: boolAttr(control, 'forwardOnly', false),
    },
    objectives: readObjectives(node),
    rollupRules: nodes(childOf(rollup, 'rollupRule')).flatMap(readRollupRule),
    rollupObjectiveSatisfied: boolAttr(rollup, 'rollupObjectiveSatisfied', true),
    rollupProgressCompletion: boolAttr(rollup, 'rollupProgressCompletion', true),
    objectiveMeasureWeight: clamp(numberOf(attr(rollup, 'objectiveMeasureWeight')) ?? 1, 0, 1),
    tracked: boolAttr(delivery, 'tracked', true),
    attemptAbsoluteDurationLimit: attr(limits, 'attemptAbsoluteDurationLimit') ?? null,
  };
}

/** `<sequencingCollection>` entries by their ID. */
export function sequencingCollectionOf(manifest: XmlNode): Map<string, XmlNode> {
  const collection = asNode(childOf(manifest, 'sequencingCollection'));
  return new Map(
    nodes(childOf(collection, 'sequencing')).flatMap((node) => {
      const id = attr(node, 'ID');
      return id ? [[id, node] as const] : [];
    }),
  );
}

function readObjectives(sequencing: XmlNode): ScormObjectiveDef[] {
  // imsss:objectives and adlseq:objectives share a local name once prefixes are removed: the
  // imsss one is the one that holds the primary objective.
  const candidates = nodes(childOf(sequencing, 'objectives'));
  const objectives = candidates.find((node) => childOf(node, 'primaryObjective')) ?? candidates[0];
  if (!objectives) return [];
  const primary = nodes(childOf(objectives, 'primaryObjective'))
    .slice(0, 1)
    .map((node) => objectiveOf(node, true));
  const others = nodes(childOf(objectives, 'objective')).map((node) => objectiveOf(node, false));
  return [...primary, ...others];
}

function objectiveOf(node: XmlNode, primary: boolean): ScormObjectiveDef {
  const measure = numberOf(textOf(childOf(node, 'minNormalizedMeasure')) || undefined);
  return {
    id: attr(node, 'objectiveID') ?? '',
    primary,
    satisfiedByMeasure: boolAttr(node, 'satisfiedByMeasure', false),
    minNormalizedMeasure: clamp(measure ?? 1, -1, 1),
  };
}

const CHILD_SETS: ChildActivitySet[] = ['all', 'any', 'none', 'atLeastCount', 'atLeastPercent'];
const ACTIONS: RollupAction[] = ['satisfied', 'notSatisfied', 'completed', 'incomplete'];

function readRollupRule(node: XmlNode): RollupRule[] {
  const action = attr(asNode(childOf(node, 'rollupAction')), 'action') as RollupAction | undefined;
  if (!action || !ACTIONS.includes(action)) return [];
  const conditionsNode = asNode(childOf(node, 'rollupConditions'));
  const conditions = nodes(childOf(conditionsNode, 'rollupCondition')).flatMap((condition) => {
    const name = attr(condition, 'condition') as RollupConditionName | undefined;
    if (!name || !ROLLUP_CONDITIONS.includes(name)) return [];
    return [{ condition: name, not: attr(condition, 'operator') === 'not' }];
  });
  const set = attr(node, 'childActivitySet') as ChildActivitySet | undefined;
  return [
    {
      childActivitySet: set && CHILD_SETS.includes(set) ? set : 'all',
      minimumCount: Math.max(0, Math.floor(numberOf(attr(node, 'minimumCount')) ?? 0)),
      minimumPercent: clamp(numberOf(attr(node, 'minimumPercent')) ?? 0, 0, 1),
      conditionCombination: attr(conditionsNode, 'conditionCombination') === 'all' ? 'all' : 'any',
      conditions,
      action,
    },
  ];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
