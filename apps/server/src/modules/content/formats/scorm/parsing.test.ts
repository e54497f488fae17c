import { describe, expect, it } from 'vitest';
import { SCORM12_MANIFEST, SCORM2004_MANIFEST } from '../test-fixtures/scorm-packages';
import { readOutcome } from './cmi-outcome';
import { ManifestError, parseManifest } from './manifest';

describe('parseManifest', () => {
  it('reads SCORM 1.2 and 2004 manifests', () => {
    expect(parseManifest(SCORM12_MANIFEST)).toMatchObject({
      title: 'Fire safety basics',
      version: '1.2',
      entry: 'content/index.html',
    });
    expect(parseManifest(SCORM2004_MANIFEST)).toMatchObject({
      title: 'Data privacy',
      version: '2004',
      entry: 'lesson.html',
    });
  });

  it('uses the default organization, nested items, xml:base and item parameters', () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
      <organizations default="b">
        <organization identifier="a"><title>A</title><item identifier="i0" identifierref="r0"/></organization>
        <organization identifier="b"><title>B &amp; C</title>
          <item identifier="module"><title>Module</title>
            <item identifier="i1" identifierref="r1" parameters="?lang=en"/>
          </item>
        </organization>
      </organizations>
      <resources xml:base="course/">
        <resource identifier="r0" adlcp:scormType="sco" href="a.html"/>
        <resource identifier="r1" adlcp:scormType="sco" xml:base="b/" href="start.html"/>
      </resources>
    </manifest>`;
    expect(parseManifest(xml)).toMatchObject({
      title: 'B & C',
      version: '2004',
      entry: 'course/b/start.html?lang=en',
    });
  });

  it('explains what is wrong', () => {
    expect(() => parseManifest('<nope/>')).toThrow(ManifestError);
    expect(() =>
      parseManifest('<manifest><metadata><schemaversion>1.2</schemaversion></metadata></manifest>'),
    ).toThrow(/no launchable resource/);
    expect(() =>
      parseManifest('<manifest><resources><resource identifier="r" href="a.html"/></resources></manifest>'),
    ).toThrow(/1\.2 or 2004/);
  });
});

describe('readOutcome', () => {
  it('SCORM 1.2: passed and completed are complete, failed is not; raw is normalised by min/max', () => {
    expect(
      readOutcome('1.2', { core: { lesson_status: 'passed', score: { raw: '8', min: '0', max: '10' } } }),
    ).toEqual({ status: 'passed', score: 80, viewedPercentage: 100 });
    expect(
      readOutcome('1.2', { core: { lesson_status: 'completed', score: { raw: '', min: '', max: '' } } }),
    ).toEqual({
      status: 'completed',
      score: null,
      viewedPercentage: 100,
    });
    expect(readOutcome('1.2', { core: { lesson_status: 'failed', score: { raw: '35' } } })).toEqual({
      status: 'failed',
      score: 35,
      viewedPercentage: 100,
    });
    expect(readOutcome('1.2', { core: { lesson_status: 'incomplete' } }).status).toBe('incomplete');
    expect(readOutcome('1.2', {}).status).toBe('incomplete');
    expect(readOutcome('1.2', { core: { lesson_status: 'passed', score: { raw: '150' } } }).score).toBe(100);
  });

  it('SCORM 2004: success, completion, scaled score and progress measure', () => {
    expect(
      readOutcome('2004', {
        completion_status: 'completed',
        success_status: 'passed',
        score: { scaled: '0.9' },
      }),
    ).toEqual({ status: 'passed', score: 90, viewedPercentage: 100 });
    expect(readOutcome('2004', { completion_status: 'completed', success_status: 'unknown' })).toEqual({
      status: 'completed',
      score: null,
      viewedPercentage: 100,
    });
    expect(
      readOutcome('2004', {
        completion_status: 'completed',
        success_status: 'failed',
        score: { raw: '20', max: '40' },
      }),
    ).toEqual({ status: 'failed', score: 50, viewedPercentage: 100 });
    expect(readOutcome('2004', { completion_status: 'incomplete', progress_measure: '0.4' })).toEqual({
      status: 'incomplete',
      score: null,
      viewedPercentage: 40,
    });
    expect(readOutcome('2004', { score: { scaled: '-0.5' }, success_status: 'failed' }).score).toBe(0);
  });
});
