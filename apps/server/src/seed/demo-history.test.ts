import { describe, expect, it } from 'vitest';
import { colleagueHistory } from './demo-history';

// Three lessons, then a quiz (only quizzes earn points), ten times over.
const steps = Array.from({ length: 40 }, (_, i) => ({
  kind: 'deck' as const,
  id: `deck-${i}`,
  readerType: i % 4 === 3 ? 'assessment' : 'video',
  content: i % 4 === 3 ? { questions: [] } : {},
}));
const quizIds = new Set(steps.filter((s) => s.readerType === 'assessment').map((s) => s.id));

describe('demo history', () => {
  it.each([
    ['five minutes into a month', '2026-12-01T00:05:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['a Monday afternoon', '2026-11-30T15:00:00.000Z', '2026-11-30T00:00:00.000Z'],
  ])('has most of the team pass a quiz today, before now, %s', (_, now, midnight) => {
    const histories = Array.from({ length: 40 }, (_, index) => colleagueHistory(index, steps, new Date(now)));
    for (const events of histories)
      for (const event of events) expect(Date.parse(event.time)).toBeLessThanOrEqual(Date.parse(now));
    const finishedToday = histories.filter((events) =>
      events.some(
        (e) => e.name === 'DECK_COMPLETED' && e.time >= midnight && quizIds.has(String(e.payload.deckId)),
      ),
    );
    expect(finishedToday.length).toBeGreaterThanOrEqual(15);
    // Not everyone: the boards keep quiet colleagues too.
    expect(finishedToday.length).toBeLessThan(40);
  });
});
