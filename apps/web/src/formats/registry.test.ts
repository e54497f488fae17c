import { READER_TYPES } from '@lp/shared/progress';
import { describe, expect, it } from 'vitest';
import { editorFor, previewsSavedDeck, READER_FOLDERS, readerFor } from './registry.ts';

describe('format registry', () => {
  it('finds a Reader only in the folders of reader types, never in the shared kit', () => {
    const unknown = READER_FOLDERS.filter((folder) => !(READER_TYPES as readonly string[]).includes(folder));
    expect(unknown).toEqual([]);
    expect(READER_FOLDERS).not.toContain('kit');
  });

  it('plays and edits every reader type, deck-suffixed names included', () => {
    const unplayable = READER_TYPES.filter((type) => !readerFor(type) || !readerFor(`${type}deck`));
    expect(unplayable).toEqual([]);
    expect(READER_TYPES.filter((type) => !editorFor(type))).toEqual([]);
  });

  it('plays an exam’s SCORM deck with the SCORM reader and editor', () => {
    expect(readerFor('scormexam')).toBe(readerFor('scorm'));
    expect(editorFor('scormexam')).toBe(editorFor('scorm'));
  });

  it('previews SCORM decks (exam ones too) from the saved deck, every other format from the edited content', () => {
    expect(['scorm', 'scormexam', 'scormdeck'].map(previewsSavedDeck)).toEqual([true, true, true]);
    expect(READER_TYPES.filter(previewsSavedDeck)).toEqual(['scorm', 'scormexam']);
  });

  it('has no Reader for a type it does not know', () => {
    expect(readerFor('hologram')).toBeNull();
    expect(readerFor('kit')).toBeNull();
  });
});
