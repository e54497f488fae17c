import { describe, expect, it } from 'vitest';
import {
  ASSET_ONLY_MANIFEST,
  MULTI_SCO_12_MANIFEST,
  OBJECTIVES_2004_MANIFEST,
  SEQUENTIAL_2004_MANIFEST,
} from '../test-fixtures/scorm-conformance';
import { type ActivityStatus, activityStatus } from './activity';
import { flattenItems, parseManifest, type ScormManifest } from './manifest';
import type { RollupRule } from './manifest-sequencing';
import { deckOutcome, rollupManifest, ruleApplies } from './rollup';

/** Each item's status read from the given runtime data (items not named were never launched). */
function statusesOf(manifest: ScormManifest, cmis: Record<string, Record<string, unknown>>) {
  const items = flattenItems(manifest.organization.items);
  return new Map(
    Object.entries(cmis).map(([id, cmi]) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) throw new Error(`no item ${id}`);
      return [id, activityStatus(manifest.version, item, cmi)] as const;
    }),
  );
}

const outcomeOf = (xml: string, cmis: Record<string, Record<string, unknown>>) => {
  const manifest = parseManifest(xml);
  return deckOutcome(rollupManifest(manifest, statusesOf(manifest, cmis)));
};

describe('SCORM 1.2 rollup: every item', () => {
  const passed = (raw: string) => ({ core: { lesson_status: 'passed', score: { raw } } });

  it('is incomplete until every SCO and asset is done, then passes with the average score', () => {
    expect(outcomeOf(MULTI_SCO_12_MANIFEST, { sco1: passed('100') })).toEqual({
      status: 'incomplete',
      score: 100,
      viewedPercentage: 33.33,
    });
    expect(outcomeOf(MULTI_SCO_12_MANIFEST, { sco1: passed('100'), sco2: passed('90') }).status).toBe(
      'incomplete',
    );
    expect(
      outcomeOf(MULTI_SCO_12_MANIFEST, { sco1: passed('100'), sco2: passed('90'), glossary: {} }),
    ).toEqual({
      status: 'passed',
      score: 95,
      viewedPercentage: 100,
    });
  });

  it('applies adlcp:masteryscore: a score below it fails whatever lesson_status the SCO set', () => {
    const outcome = outcomeOf(MULTI_SCO_12_MANIFEST, {
      sco1: passed('100'),
      sco2: passed('70'),
      glossary: {},
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.score).toBe(85);
  });
});

describe('SCORM 2004 rollup rules', () => {
  const done = { completion_status: 'completed' };
  const quiz = (scaled: string) => ({ completion_status: 'completed', score: { scaled } });

  it('forced sequential: not complete after the first SCO; the quiz decides pass or fail by its measure', () => {
    expect(outcomeOf(SEQUENTIAL_2004_MANIFEST, { lesson1: done })).toEqual({
      status: 'incomplete',
      score: null,
      viewedPercentage: 33.33,
    });
    expect(outcomeOf(SEQUENTIAL_2004_MANIFEST, { lesson1: done, lesson2: done, quiz: quiz('0.9') })).toEqual({
      status: 'passed',
      score: 90,
      viewedPercentage: 100,
    });
    // The package claims passed, but 0.5 is below the quiz's minNormalizedMeasure of 0.7.
    const failing = { ...quiz('0.5'), success_status: 'passed' };
    expect(outcomeOf(SEQUENTIAL_2004_MANIFEST, { lesson1: done, lesson2: done, quiz: failing })).toEqual({
      status: 'failed',
      score: 50,
      viewedPercentage: 100,
    });
  });

  it('scaled passing score and completion threshold decide success and completion', () => {
    expect(outcomeOf(OBJECTIVES_2004_MANIFEST, { assessment: { progress_measure: '0.5' } }).status).toBe(
      'incomplete',
    );
    expect(
      outcomeOf(OBJECTIVES_2004_MANIFEST, {
        assessment: { progress_measure: '0.8', score: { scaled: '0.85' } },
      }),
    ).toEqual({ status: 'passed', score: 85, viewedPercentage: 100 });
    // No score yet: success stays unknown even if the package says passed.
    expect(
      outcomeOf(OBJECTIVES_2004_MANIFEST, {
        assessment: { progress_measure: '1', success_status: 'passed' },
      }),
    ).toMatchObject({ status: 'completed', score: null });
  });

  it('asset-only: each asset completes when launched', () => {
    expect(outcomeOf(ASSET_ONLY_MANIFEST, { a1: {} }).status).toBe('incomplete');
    expect(outcomeOf(ASSET_ONLY_MANIFEST, { a1: {}, a2: {} })).toEqual({
      status: 'completed',
      score: null,
      viewedPercentage: 100,
    });
  });

  it('default rules: not satisfied once every child is known and one failed', () => {
    const xml = SEQUENTIAL_2004_MANIFEST.replace(
      /<imsss:sequencing><imsss:rollupRules[^>]*\/><\/imsss:sequencing>/g,
      '',
    );
    const failed = { completion_status: 'completed', success_status: 'failed' };
    const passedSco = { completion_status: 'completed', success_status: 'passed' };
    expect(outcomeOf(xml, { lesson1: passedSco, lesson2: failed, quiz: quiz('0.9') }).status).toBe('failed');
    expect(outcomeOf(xml, { lesson1: passedSco, lesson2: passedSco, quiz: quiz('0.9') }).status).toBe(
      'passed',
    );
    // A child without a known status leaves satisfaction unknown.
    expect(outcomeOf(xml, { lesson1: passedSco, lesson2: done, quiz: quiz('0.9') }).status).toBe('completed');
  });
});

describe('rollup rule evaluation', () => {
  const status = (over: Partial<ActivityStatus>): { sequencing: never; status: ActivityStatus } => ({
    sequencing: undefined as never,
    status: {
      attempted: true,
      completion: 'unknown',
      success: 'unknown',
      measure: null,
      progress: null,
      ...over,
    },
  });
  const rule = (over: Partial<RollupRule>): RollupRule => ({
    childActivitySet: 'all',
    minimumCount: 0,
    minimumPercent: 0,
    conditionCombination: 'any',
    conditions: [{ condition: 'satisfied', not: false }],
    action: 'satisfied',
    ...over,
  });
  const children = [status({ success: 'passed' }), status({ success: 'failed' }), status({})];

  it('child activity sets, counts and percentages', () => {
    expect(ruleApplies(rule({ childActivitySet: 'all' }), children)).toBe(false);
    expect(ruleApplies(rule({ childActivitySet: 'any' }), children)).toBe(true);
    expect(ruleApplies(rule({ childActivitySet: 'atLeastCount', minimumCount: 2 }), children)).toBe(false);
    expect(ruleApplies(rule({ childActivitySet: 'atLeastPercent', minimumPercent: 0.3 }), children)).toBe(
      true,
    );
    // "none": unknown is not false, so one unknown child keeps it from applying.
    expect(ruleApplies(rule({ childActivitySet: 'none' }), children)).toBe(false);
    expect(ruleApplies(rule({ childActivitySet: 'none' }), [status({ success: 'failed' })])).toBe(true);
    expect(ruleApplies(rule({}), [])).toBe(false);
  });

  it('not, and condition combinations', () => {
    const notSatisfied = rule({ conditions: [{ condition: 'satisfied', not: true }] });
    expect(ruleApplies({ ...notSatisfied, childActivitySet: 'any' }, children)).toBe(true);
    const both = rule({
      conditionCombination: 'all',
      conditions: [
        { condition: 'attempted', not: false },
        { condition: 'objectiveMeasureKnown', not: false },
      ],
    });
    expect(ruleApplies(both, [status({ measure: 0.4 })])).toBe(true);
    expect(ruleApplies(both, [status({})])).toBe(false);
    expect(ruleApplies({ ...both, conditionCombination: 'any' }, [status({})])).toBe(true);
  });
});
