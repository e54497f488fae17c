import { describe, expect, it } from 'vitest';
import {
  type AssessmentContent,
  assessmentContentSchema,
  isCorrect,
  learnerView,
  scoreResponses,
} from './assessment.ts';

const content: AssessmentContent = assessmentContentSchema.parse({
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Pick B',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['b'],
    },
    {
      id: 'q2',
      type: 'multiple',
      prompt: 'Pick A and C',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
      ],
      answer: ['a', 'c'],
    },
    { id: 'q3', type: 'truefalse', prompt: 'Sky is blue', answer: true, explanation: 'Rayleigh' },
    { id: 'q4', type: 'fillblank', prompt: 'Capital of France', answer: ['Paris'] },
    {
      id: 'q5',
      type: 'ordering',
      prompt: 'Order',
      options: [
        { id: 'x', text: '1' },
        { id: 'y', text: '2' },
      ],
      answer: ['x', 'y'],
    },
  ],
});

describe('assessment scoring', () => {
  it('checks every question type against its key', () => {
    const [q1, q2, q3, q4, q5] = content.questions as [
      (typeof content.questions)[number],
      (typeof content.questions)[number],
      (typeof content.questions)[number],
      (typeof content.questions)[number],
      (typeof content.questions)[number],
    ];
    expect(isCorrect(q1, ['b'])).toBe(true);
    expect(isCorrect(q1, ['a'])).toBe(false);
    expect(isCorrect(q2, ['c', 'a'])).toBe(true);
    expect(isCorrect(q2, ['a'])).toBe(false);
    expect(isCorrect(q3, true)).toBe(true);
    expect(isCorrect(q3, 'true')).toBe(false);
    expect(isCorrect(q4, '  paris ')).toBe(true);
    expect(isCorrect(q4, 'Lyon')).toBe(false);
    expect(isCorrect(q5, ['x', 'y'])).toBe(true);
    expect(isCorrect(q5, ['y', 'x'])).toBe(false);
    expect(isCorrect(q1, undefined)).toBe(false);
  });

  it('scores the asked questions only, counting unanswered ones as wrong', () => {
    expect(scoreResponses(content, { q1: ['b'], q3: true, q4: 'paris' }).score).toBe(60);
    const subset = scoreResponses(content, { q1: ['b'] }, ['q1', 'q2']);
    expect(subset).toMatchObject({ score: 50, correct: 1, asked: 2 });
    expect(scoreResponses(content, { zz: true }, ['zz']).score).toBe(0);
  });

  it('never shows answer keys or explanations to learners', () => {
    const view = JSON.stringify(learnerView(content));
    expect(view).not.toContain('answer');
    expect(view).not.toContain('Rayleigh');
    expect(view).toContain('Pick B');
  });

  it('rejects a question without options where they are needed', () => {
    const bad = assessmentContentSchema.safeParse({
      questions: [{ id: 'q', type: 'single', prompt: 'x', options: [], answer: ['a'] }],
    });
    expect(bad.success).toBe(false);
  });
});
