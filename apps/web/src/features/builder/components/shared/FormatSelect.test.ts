import { DEFAULT_ENABLED_FORMATS } from '@lp/shared/teams';
import { describe, expect, it } from 'vitest';
import { authorableFormats } from './FormatSelect.tsx';

const names = (formats: ReturnType<typeof authorableFormats>) => formats.map((f) => f.readerType);

describe('authorableFormats', () => {
  it('leaves SCORM out until the team enables it, then offers SCORM and SCORM exam', () => {
    expect(names(authorableFormats())).not.toContain('scorm');
    const enabled = names(authorableFormats([...DEFAULT_ENABLED_FORMATS, 'scorm', 'scormexam']));
    expect(enabled).toEqual(expect.arrayContaining(['scorm', 'scormexam', 'article']));
  });

  it('offers only what the team enabled', () => {
    expect(names(authorableFormats(['article', 'video']))).toEqual(['article', 'video']);
  });
});
