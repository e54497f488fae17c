import { describe, expect, it } from 'vitest';
import { SCORM12_MANIFEST, SCORM2004_MANIFEST } from '../test-fixtures/scorm-packages';
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
