import type { ScormOutcome, ScormVersion } from '@lp/shared/formats/scorm';
import { type ActivityStatus, NOT_ATTEMPTED } from './activity';
import { launchableItems, type ScormItem, type ScormManifest } from './manifest';
import type { RollupAction, RollupConditionName, RollupRule, ScormSequencing } from './manifest-sequencing';

/** Statuses of the launched items by item identifier. */
export type ItemStatuses = ReadonlyMap<string, ActivityStatus>;

/**
 * The deck's status from its items' statuses.
 * - 1.2 (no sequencing in the specification; what SCORM Cloud does): complete when every
 *   launchable item is complete; failed when any SCO failed; passed when complete and no SCO
 *   failed and at least one passed; the measure is the average of the SCOs that have a score.
 * - 2004: the SN book's rollup (RB.1.1 measure, RB.1.2 objective, RB.1.3 progress) from the leaves
 *   to the organization, with each cluster's rollup rules, or the default rules when it has none.
 */
export function rollupManifest(manifest: ScormManifest, statuses: ItemStatuses): ActivityStatus {
  if (manifest.version === '1.2') return rollup12(launchableItems(manifest.organization.items), statuses);
  return rollupCluster(manifest.organization.sequencing, manifest.organization.items, statuses);
}

function rollup12(items: ScormItem[], statuses: ItemStatuses): ActivityStatus {
  const all = items.map((item) => ({ item, status: statuses.get(item.id) ?? NOT_ATTEMPTED }));
  const complete = all.length > 0 && all.every(({ status }) => status.completion === 'completed');
  const scos = all.filter(({ item }) => item.scormType === 'sco').map(({ status }) => status);
  const measures = scos.flatMap((status) => (status.measure === null ? [] : [status.measure]));
  const anyFailed = scos.some((status) => status.success === 'failed');
  const anyPassed = scos.some((status) => status.success === 'passed');
  return {
    attempted: all.some(({ status }) => status.attempted),
    completion: complete
      ? 'completed'
      : all.some(({ status }) => status.attempted)
        ? 'incomplete'
        : 'unknown',
    success: anyFailed ? 'failed' : complete && anyPassed ? 'passed' : 'unknown',
    measure: measures.length ? measures.reduce((sum, m) => sum + m, 0) / measures.length : null,
    progress: all.length
      ? all.filter(({ status }) => status.completion === 'completed').length / all.length
      : null,
  };
}

function statusOf(item: ScormItem, statuses: ItemStatuses): ActivityStatus {
  if (item.children.length === 0) return statuses.get(item.id) ?? NOT_ATTEMPTED;
  return rollupCluster(item.sequencing, item.children, statuses);
}

interface Child {
  sequencing: ScormSequencing;
  status: ActivityStatus;
}

function rollupCluster(
  sequencing: ScormSequencing,
  items: ScormItem[],
  statuses: ItemStatuses,
): ActivityStatus {
  const children: Child[] = items.map((item) => ({
    sequencing: item.sequencing,
    status: statusOf(item, statuses),
  }));
  const tracked = children.filter((child) => child.sequencing.tracked);
  const measure = measureRollup(tracked);
  const primary = sequencing.objectives.find((objective) => objective.primary);

  let success: ActivityStatus['success'];
  if (primary?.satisfiedByMeasure && measure !== null) {
    // RB.1.2.a: objective rollup using measure.
    success = measure >= primary.minNormalizedMeasure ? 'passed' : 'failed';
  } else {
    const forSatisfaction = tracked.filter((child) => child.sequencing.rollupObjectiveSatisfied);
    success = applyRules(
      rulesFor(sequencing.rollupRules, 'satisfied', 'notSatisfied'),
      forSatisfaction,
      { first: 'notSatisfied', last: 'satisfied' },
      { notSatisfied: 'failed', satisfied: 'passed' },
      'unknown',
    );
  }
  const forCompletion = tracked.filter((child) => child.sequencing.rollupProgressCompletion);
  const completion = applyRules(
    rulesFor(sequencing.rollupRules, 'completed', 'incomplete'),
    forCompletion,
    { first: 'incomplete', last: 'completed' },
    { incomplete: 'incomplete', completed: 'completed' },
    'unknown',
  );
  const leaves = tracked.filter((child) => child.status.progress !== null);
  return {
    attempted: children.some((child) => child.status.attempted),
    completion,
    success,
    measure,
    progress: tracked.length
      ? leaves.reduce((sum, c) => sum + (c.status.progress ?? 0), 0) / tracked.length
      : null,
  };
}

/** RB.1.1: the weighted average of the tracked children's measures; unknown when none has one. */
function measureRollup(children: Child[]): number | null {
  let total = 0;
  let weight = 0;
  let known = false;
  for (const child of children) {
    weight += child.sequencing.objectiveMeasureWeight;
    if (child.status.measure !== null) {
      known = true;
      total += child.status.measure * child.sequencing.objectiveMeasureWeight;
    }
  }
  if (!known) return null;
  return weight > 0 ? total / weight : 0;
}

/**
 * The cluster's rules for a pair of actions, or the SN defaults when it declares neither:
 * "all children satisfied -> satisfied", "all children with a known status -> not satisfied"
 * (and likewise completed / activityProgressKnown -> incomplete).
 */
function rulesFor(rules: RollupRule[], positive: RollupAction, negative: RollupAction): RollupRule[] {
  const own = rules.filter((rule) => rule.action === positive || rule.action === negative);
  const hasPositive = own.some((rule) => rule.action === positive);
  const hasNegative = own.some((rule) => rule.action === negative);
  const known: RollupConditionName =
    positive === 'satisfied' ? 'objectiveStatusKnown' : 'activityProgressKnown';
  const defaults: RollupRule[] = [];
  if (!hasPositive)
    defaults.push(defaultRule(positive === 'satisfied' ? 'satisfied' : 'completed', positive));
  if (!hasNegative) defaults.push(defaultRule(known, negative));
  return [...own, ...defaults];
}

const defaultRule = (condition: RollupConditionName, action: RollupAction): RollupRule => ({
  childActivitySet: 'all',
  minimumCount: 0,
  minimumPercent: 0,
  conditionCombination: 'any',
  conditions: [{ condition, not: false }],
  action,
});

/** Negative rules first, then positive ones (the SN order): the last that applies wins. */
function applyRules<R extends string>(
  rules: RollupRule[],
  children: Child[],
  order: { first: RollupAction; last: RollupAction },
  results: Partial<Record<RollupAction, R>>,
  fallback: R,
): R {
  let result = fallback;
  for (const action of [order.first, order.last]) {
    if (rules.some((rule) => rule.action === action && ruleApplies(rule, children))) {
      result = results[action] ?? result;
    }
  }
  return result;
}

/** Three-valued: true, false, or undefined (unknown), as the SN's rollup condition evaluation. */
type Tristate = boolean | undefined;

export function ruleApplies(rule: RollupRule, children: Child[]): boolean {
  if (children.length === 0) return false;
  const values = children.map((child) => evaluateConditions(rule, child.status));
  const trues = values.filter((value) => value === true).length;
  switch (rule.childActivitySet) {
    case 'all':
      return trues === values.length;
    case 'any':
      return trues > 0;
    case 'none':
      return values.every((value) => value === false);
    case 'atLeastCount':
      return trues >= rule.minimumCount;
    case 'atLeastPercent':
      return trues / values.length >= rule.minimumPercent;
  }
}

function evaluateConditions(rule: RollupRule, status: ActivityStatus): Tristate {
  const values = rule.conditions.map(({ condition, not }) => {
    const value = conditionValue(condition, status);
    return not && value !== undefined ? !value : value;
  });
  if (values.length === 0) return undefined;
  if (rule.conditionCombination === 'all') {
    if (values.includes(false)) return false;
    return values.includes(undefined) ? undefined : true;
  }
  if (values.includes(true)) return true;
  return values.includes(undefined) ? undefined : false;
}

function conditionValue(condition: RollupConditionName, status: ActivityStatus): Tristate {
  switch (condition) {
    case 'satisfied':
      return status.success === 'unknown' ? undefined : status.success === 'passed';
    case 'objectiveStatusKnown':
      return status.success !== 'unknown';
    case 'objectiveMeasureKnown':
      return status.measure !== null;
    case 'completed':
      return status.completion === 'unknown' ? undefined : status.completion === 'completed';
    case 'activityProgressKnown':
      return status.completion !== 'unknown';
    case 'attempted':
      return status.attempted;
    default:
      // Attempt and time limits and availability windows are not tracked: never exceeded.
      return false;
  }
}

/**
 * What the deck records (SPEC §4): passed / failed from success, else completed from completion;
 * the score from the measure (never below 0); how much was viewed from progress.
 */
export function deckOutcome(status: ActivityStatus): ScormOutcome {
  const finished = status.success !== 'unknown' || status.completion === 'completed';
  const viewed = finished ? 100 : Math.round((status.progress ?? 0) * 10_000) / 100;
  return {
    status:
      status.success === 'passed'
        ? 'passed'
        : status.success === 'failed'
          ? 'failed'
          : status.completion === 'completed'
            ? 'completed'
            : 'incomplete',
    score:
      status.measure === null ? null : Math.round(Math.min(1, Math.max(0, status.measure)) * 10_000) / 100,
    viewedPercentage: viewed,
  };
}

export type { ScormVersion };
