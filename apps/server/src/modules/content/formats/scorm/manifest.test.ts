import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetOnlyPackage,
  multiSco12Package,
  objectives2004Package,
  sequential2004Package,
} from '../test-fixtures/scorm-conformance';
import { launchableItems, parseManifest } from './manifest';
import { unzipSafely } from './unzip';

/** Unpacks a fixture zip the way an upload does and parses its manifest. */
async function manifestOf(build: () => Promise<Buffer>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lp-manifest-'));
  try {
    await unzipSafely(await build(), path.join(dir, 'p'), { maxEntries: 100, maxTotalBytes: 1_000_000 });
    return parseManifest(await readFile(path.join(dir, 'p', 'imsmanifest.xml'), 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('parseManifest: the whole organization tree', () => {
  it('multi-SCO 1.2: nested items, sco and asset, isvisible, parameters, 1.2 LMS data', async () => {
    const manifest = await manifestOf(multiSco12Package);
    expect(manifest.version).toBe('1.2');
    expect(manifest.entry).toBe('sco1/index.html?page=1');
    const [module1, sco2] = manifest.organization.items;
    expect(module1).toMatchObject({ id: 'module1', title: 'Module 1', launch: null, scormType: null });
    expect(module1?.children.map((c) => [c.id, c.scormType, c.visible, c.launch])).toEqual([
      ['sco1', 'sco', true, 'sco1/index.html?page=1'],
      ['glossary', 'asset', false, 'glossary.html'],
    ]);
    expect(module1?.children[0]?.dataFromLms).toBe('start=intro');
    expect(sco2).toMatchObject({
      id: 'sco2',
      masteryScore: 80,
      maxTimeAllowed: '00:30:00',
      timeLimitAction: 'exit,message',
      dataFromLms: null,
    });
    expect(launchableItems(manifest.organization.items).map((i) => i.id)).toEqual([
      'sco1',
      'glossary',
      'sco2',
    ]);
    // No imsss in 1.2: the SN defaults.
    expect(manifest.organization.sequencing.controlMode).toEqual({
      choice: true,
      choiceExit: true,
      flow: false,
      forwardOnly: false,
    });
  });

  it('2004 forced sequential: control mode, rollup rules, a quiz with a mastery measure and a shared sequencing', async () => {
    const manifest = await manifestOf(sequential2004Package);
    expect(manifest.version).toBe('2004');
    const { sequencing, items } = manifest.organization;
    expect(sequencing.controlMode).toEqual({
      choice: false,
      choiceExit: true,
      flow: true,
      forwardOnly: true,
    });
    expect(sequencing.rollupRules).toEqual([
      {
        childActivitySet: 'all',
        minimumCount: 0,
        minimumPercent: 0,
        conditionCombination: 'any',
        conditions: [{ condition: 'completed', not: false }],
        action: 'completed',
      },
    ]);
    expect(items.map((i) => [i.id, i.launch])).toEqual([
      ['lesson1', 'lesson.html'],
      ['lesson2', 'lesson.html?page=2'],
      ['quiz', 'quiz.html'],
    ]);
    const quiz = items[2];
    expect(quiz?.sequencing.objectives).toEqual([
      { id: 'quiz-passed', primary: true, satisfiedByMeasure: true, minNormalizedMeasure: 0.7 },
    ]);
    // From the sequencingCollection entry its IDRef names.
    expect(quiz?.sequencing.attemptAbsoluteDurationLimit).toBe('PT20M');
    expect(quiz?.maxTimeAllowed).toBe('PT20M');
    expect(items[0]?.sequencing.objectives).toEqual([]);
  });

  it('2004 objectives: primary and others, minNormalizedMeasure, dataFromLMS, completion threshold', async () => {
    const manifest = await manifestOf(objectives2004Package);
    const [assessment] = manifest.organization.items;
    expect(assessment?.sequencing.objectives).toEqual([
      { id: 'pass', primary: true, satisfiedByMeasure: true, minNormalizedMeasure: 0.8 },
      { id: 'gdpr-basics', primary: false, satisfiedByMeasure: false, minNormalizedMeasure: 1 },
      { id: 'retention', primary: false, satisfiedByMeasure: true, minNormalizedMeasure: 0.5 },
    ]);
    expect(assessment).toMatchObject({
      dataFromLms: 'mode=exam',
      timeLimitAction: 'continue,no message',
      completionThreshold: { minProgressMeasure: 0.75, completedByMeasure: true },
    });
  });

  it('asset-only: every item is an asset, xml:base applies, the first asset launches', async () => {
    const manifest = await manifestOf(assetOnlyPackage);
    expect(manifest.entry).toBe('pages/welcome.html');
    expect(manifest.organization.items.map((i) => [i.scormType, i.launch])).toEqual([
      ['asset', 'pages/welcome.html'],
      ['asset', 'pages/policy.html'],
    ]);
  });

  it('reads the 2004 4th edition completion threshold attributes', () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"><organizations><organization identifier="o">
      <item identifier="i" identifierref="r"><adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.6"/></item>
      </organization></organizations><resources><resource identifier="r" adlcp:scormType="sco" href="a.html"/></resources></manifest>`;
    expect(parseManifest(xml).organization.items[0]?.completionThreshold).toEqual({
      minProgressMeasure: 0.6,
      completedByMeasure: true,
    });
  });
});
