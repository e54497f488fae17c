import { describe, expect, it } from 'vitest';
import { assessmentContentSchema, gameLevel, gameSecondsForLevel } from './assessment.ts';
import {
  calculatorContentSchema,
  pollContentSchema,
  profilerContentSchema,
  recommenderContentSchema,
  scratchcardContentSchema,
  surveyContentSchema,
} from './interactive.ts';
import { learnerContent } from './learner-content.ts';

const tf = (id: string, answer: boolean) => ({
  id,
  type: 'truefalse',
  prompt: id,
  answer,
  explanation: 'why',
});
const quiz = assessmentContentSchema.parse({ questions: [tf('a', true), tf('b', false), tf('c', true)] });

describe('game levels', () => {
  it('counts right answers in asked order up to the first miss, capped', () => {
    expect(gameLevel(quiz, { a: true, b: false, c: true }, ['a', 'b', 'c'])).toBe(3);
    expect(gameLevel(quiz, { a: true, b: true, c: true }, ['a', 'b', 'c'])).toBe(1);
    expect(gameLevel(quiz, { a: true, b: false }, ['a', 'b', 'c'])).toBe(2);
    expect(gameLevel(quiz, { a: true, b: false, c: true }, ['a', 'b', 'c'], 2)).toBe(2);
    expect(gameLevel(quiz, { a: true }, ['a', 'a', 'a'])).toBe(1);
    expect(gameLevel(quiz, { a: true }, ['x', 'a'])).toBe(0);
  });

  it('gives less time at every level, never under ten seconds', () => {
    expect([1, 2, 10, 20].map((level) => gameSecondsForLevel(level))).toEqual([30, 28, 12, 10]);
  });
});

describe('answer keys', () => {
  it('are removed from every question list a learner receives, even malformed ones', () => {
    const served = learnerContent({
      questions: [...quiz.questions, { id: 'x', answer: ['k'] }],
      intro: 'hi',
    });
    expect(JSON.stringify(served)).not.toMatch(/answer|explanation/);
    expect(served.intro).toBe('hi');
    expect(learnerContent({ prompt: 'Lunch?' })).toEqual({ prompt: 'Lunch?' });
  });

  it('must name the question’s own options', () => {
    const bad = assessmentContentSchema.safeParse({
      questions: [
        {
          id: 'q',
          type: 'single',
          prompt: 'P',
          options: [
            { id: 'a', text: 'A' },
            { id: 'b', text: 'B' },
          ],
          answer: ['z'],
        },
      ],
    });
    expect(bad.error?.issues[0]?.message).toBe('The answer must use the question’s own options');
  });
});

describe('interactive content schemas', () => {
  it('accept well-formed documents', () => {
    expect(
      pollContentSchema.safeParse({
        prompt: 'P',
        options: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
      }).success,
    ).toBe(true);
    expect(
      surveyContentSchema.safeParse({ questions: [{ id: 's', type: 'scale', prompt: 'How?' }] }).success,
    ).toBe(true);
    expect(
      calculatorContentSchema.parse({
        inputs: [{ name: 'x', label: 'X' }],
        formula: 'x * 2',
        resultLabel: 'R',
      }),
    ).toMatchObject({ decimals: 2, inputs: [{ defaultValue: 0 }] });
  });

  it('refuse dangling mappings, unsafe links and duplicate ids with clear messages', () => {
    const profiler = profilerContentSchema.safeParse({
      profiles: [
        { id: 'p1', title: 'One' },
        { id: 'p2', title: 'Two' },
      ],
      questions: [
        {
          id: 'q',
          prompt: 'Q',
          options: [
            { id: 'a', text: 'A', profileId: 'p1' },
            { id: 'b', text: 'B', profileId: 'p9' },
          ],
        },
      ],
    });
    expect(profiler.error?.issues[0]?.message).toBe('Every answer must lead to one of the profiles');
    const recommender = recommenderContentSchema.safeParse({
      recommendations: [{ id: 'r', title: 'R', link: 'javascript:alert(1)' }],
      questions: [
        {
          id: 'q',
          prompt: 'Q',
          options: [
            { id: 'a', text: 'A', recommendationIds: ['r'] },
            { id: 'b', text: 'B', recommendationIds: [] },
          ],
        },
      ],
    });
    expect(recommender.error?.issues[0]?.message).toBe('A link starts with https://, http:// or /');
    const duplicate = pollContentSchema.safeParse({
      prompt: 'P',
      options: [
        { id: 'a', text: 'A' },
        { id: 'a', text: 'B' },
      ],
    });
    expect(duplicate.error?.issues[0]?.message).toBe('Option ids must be unique');
    expect(scratchcardContentSchema.safeParse({ prize: 'P', collectible: { title: '' } }).success).toBe(
      false,
    );
  });
});
