import { describe, expect, it } from 'vitest';
import { type DeckRow, DONE, run } from './deck-test-helpers.ts';

describe('applyDeckCompletion: max-of and scored types (SPEC §4)', () => {
  it.each<DeckRow>([
    // max-of types
    [
      'video: max of previous and new',
      { viewedPercentage: 60 },
      { readerType: 'video', viewedPercentage: 40, completed: false },
      { viewedPercentage: 60 },
    ],
    [
      'video: higher new value wins',
      { viewedPercentage: 60 },
      { readerType: 'video', viewedPercentage: 80, completed: false },
      { viewedPercentage: 80 },
    ],
    [
      'video: capped at 100',
      { viewedPercentage: 60 },
      { readerType: 'video', viewedPercentage: 150 },
      { viewedPercentage: 100 },
    ],
    [
      'video: completed without a percentage counts 0',
      undefined,
      { readerType: 'video' },
      { viewedPercentage: 0, ...DONE },
    ],
    [
      'document: max-of',
      { viewedPercentage: 20 },
      { readerType: 'document', viewedPercentage: 50 },
      { viewedPercentage: 50 },
    ],
    [
      'story: points 0',
      undefined,
      { readerType: 'story', viewedPercentage: 30, pointsDelta: 10, coinsDelta: 1 },
      { viewedPercentage: 30, points: 0, coins: 0 },
    ],
    [
      'survey: points 0, no score',
      undefined,
      { readerType: 'surveydeck', viewedPercentage: 100, pointsDelta: 10, score: 80 },
      { viewedPercentage: 100, points: 0, score: 0 },
    ],
    // scored types
    [
      'assessment: best score kept',
      { score: 70, viewedPercentage: 100 },
      { readerType: 'assessment', score: 50, viewedPercentage: 100 },
      { score: 70 },
    ],
    [
      'assessment: better score replaces',
      { score: 70 },
      { readerType: 'assessment', score: 90, viewedPercentage: 100 },
      { score: 90 },
    ],
    [
      'assessment: points and coins accumulate',
      { points: 40, coins: 1 },
      { readerType: 'assessment', viewedPercentage: 100, pointsDelta: 60, coinsDelta: 2 },
      { points: 100, coins: 3 },
    ],
    [
      'assessment: viewed 0 counts no attempt (time still added)',
      { viewAttempts: 2 },
      { readerType: 'assessment', viewedPercentage: 0, timeSpent: 9 },
      { viewAttempts: 2, timeSpent: 9 },
    ],
    [
      'assessment: viewed > 0 counts an attempt',
      { viewAttempts: 2 },
      { readerType: 'assessment', viewedPercentage: 1 },
      { viewAttempts: 3 },
    ],
    [
      'assessmentdeck: missing viewed counts no attempt',
      undefined,
      { readerType: 'assessmentdeck' },
      { viewAttempts: 0, ...DONE },
    ],
    [
      'game: best score, points accumulate',
      { score: 5, points: 30 },
      { readerType: 'game', score: 3, pointsDelta: 20, viewedPercentage: 100 },
      { score: 5, points: 50 },
    ],
    [
      'scorm: max-of viewed, attempt counted at 0',
      { viewedPercentage: 50, viewAttempts: 1 },
      { readerType: 'scorm', viewedPercentage: 0, completed: false },
      { viewedPercentage: 50, viewAttempts: 2 },
    ],
    [
      'scormexam: best score and coins',
      { score: 40 },
      { readerType: 'scormexam', score: 85, coinsDelta: 4 },
      { score: 85, coins: 4 },
    ],
  ])('%s', (_name, previous, event, expected) => {
    expect(run(previous, event)).toMatchObject(expected);
  });
});
